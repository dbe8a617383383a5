import ScrollReel
print("scrollreel")
