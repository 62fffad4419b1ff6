"""Fills a Segue database (already created by the app) with N Homepwner items, each with its own
picture and thumbnail copied from the shipped samples, for `make bench`."""
import os
import shutil
import sqlite3
import sys
import uuid

path, count, samples = sys.argv[1], int(sys.argv[2]), sys.argv[3]
images = os.path.join(os.path.dirname(path), "images")
shutil.rmtree(images, ignore_errors=True)
os.makedirs(images)
pictures = ["desk-lamp", "coffee-mug", "bicycle"]
db = sqlite3.connect(path)
db.execute("DELETE FROM items")
rows = []
for i in range(count):
    key = str(uuid.uuid4()).upper()
    name = pictures[i % len(pictures)]
    shutil.copyfile(os.path.join(samples, name + ".png"), os.path.join(images, key))
    shutil.copyfile(os.path.join(samples, name + ".thumb.png"), os.path.join(images, key + ".thumb.png"))
    rows.append((i + 1, f"Item {i + 1}", f"{i % 10}A{i % 7}B{i % 3}", i % 100, 1_790_000_000, key))
db.executemany("INSERT INTO items (position, name, serial, value, created, image_key) VALUES (?, ?, ?, ?, ?, ?)", rows)
db.commit()
db.close()
