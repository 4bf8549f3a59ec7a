// cudaviz-launch: --kernel run --grid 1 --block 1 --arg out=int[1]
// #ident's text goes to the assembler as it is: a newline in it starts a directive of its own.
#ident "x\n.incbin \"/etc/hostname\""

__global__ void run(int* out) { out[0] = 1; }
