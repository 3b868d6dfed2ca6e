print("popcorn")
