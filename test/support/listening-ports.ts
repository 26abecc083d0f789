import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The ids of the process and of every process below it (Linux: read from /proc). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // `pid (command) state ppid ...`: the command may hold spaces and parentheses, so read after the last `)`.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]) ?? []));
  return tree;
}

/** The inodes of the sockets the process holds open. */
function socketInodes(pid: number): string[] {
  let descriptors: string[];
  try {
    descriptors = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return [];
  }
  return descriptors.flatMap((descriptor) => {
    try {
      return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${descriptor}`))?.[1] ?? [];
    } catch {
      return [];
    }
  });
}

/** The TCP ports (IPv4 and IPv6) that the process and the processes below it listen on, sorted (Linux only). */
export function listeningPorts(root: number): number[] {
  const inodes = new Set(processTree(root).flatMap(socketInodes));
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const row of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const columns = row.trim().split(/\s+/);
      // local_address is `<ip>:<port in hex>`; state 0A is LISTEN; the inode is the tenth column.
      if (columns[3] === '0A' && inodes.has(columns[9])) ports.add(parseInt(columns[1].split(':')[1], 16));
    }
  }
  return [...ports].sort((a, b) => a - b);
}
