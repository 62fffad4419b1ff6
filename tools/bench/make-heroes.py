"""Fills a Segue database (already created by the app) with N generated heroes, for `make bench`,
as another program would: without the sort keys, which the next start of Segue folds once."""
import sqlite3
import sys

path, count = sys.argv[1], int(sys.argv[2])
db = sqlite3.connect(path)
db.execute("DELETE FROM hero_attributes")
db.execute("DELETE FROM heroes")
db.executemany("INSERT INTO heroes (name, secret_identity, birthdate, sex) VALUES (?, ?, ?, ?)",
               ((f"Hero {(i * 7919) % count:05d}", f"Identity {i:05d}", "1990-01-01", "Female" if i % 2 else "Male")
                for i in range(count)))
db.commit()
db.close()
