.bss 3
.data -1
.cell 1,2,3,4
.data 0
.cell 5
.cell 1, #1e20
.cell 1,2,3,4,5
.cell x
