"""Fills a Segue database (already created by the app) with N generated tasks, for `make bench`."""
import sqlite3
import sys

path, count = sys.argv[1], int(sys.argv[2])
db = sqlite3.connect(path)
db.execute("DELETE FROM tasks")
db.executemany("INSERT INTO tasks (position, text) VALUES (?, ?)",
               ((i + 1, f"Task {i + 1}{' URGENT' if i % 7 == 0 else ''}: generated for the benchmark") for i in range(count)))
db.commit()
db.close()
