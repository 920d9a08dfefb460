import CReadline
print("mapscript")
