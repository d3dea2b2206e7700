import { createWriteStream } from 'node:fs';
import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../client';
import { BackupError } from './archive';
import { writeBackup } from './backup';

/**
 * The embedded database belongs to the one process that opened it: a second process opening its files would
 * corrupt them. So a shop running on PGlite answers on a socket in DATA_DIR, and `npm run backup` asks it for
 * the backup there, while `restore` and `migrate` refuse to run beside it.
 */
const SOCKET_NAME = 'shop.sock';
const BACKUP_REQUEST = 'backup\n';
const PING_REQUEST = 'ping\n';

/** The shortest limit of a socket's path among the systems we run on (macOS: 104 bytes with the final zero). */
const MAX_SOCKET_PATH = 103;

const socketPath = (dataDir: string) => path.join(dataDir, SOCKET_NAME);

export interface ShopSocket {
  close(): Promise<void>;
}

export async function serveBackups(
  dataDir: string,
  database: Database,
  uploadsDir: string,
  onError: (error: unknown) => void,
): Promise<ShopSocket> {
  const file = socketPath(dataDir);
  // Refusing to start beats serving without the socket: a backup would then open the database files beside us.
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    throw new Error(`${file} is too long for a socket (${MAX_SOCKET_PATH} bytes at most): use a shorter DATA_DIR`);
  }
  // A socket file outlives a process that was killed; nothing answers on it any more.
  await rm(file, { force: true });
  const server = net.createServer((socket) => {
    socket.once('data', (request) => {
      if (request.toString() !== BACKUP_REQUEST) return socket.end();
      writeBackup(database, uploadsDir, socket).catch((error: unknown) => {
        onError(error);
        socket.destroy();
      });
    });
    socket.on('error', onError);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`Cannot listen on ${file} for backups: ${error.message}`)));
    server.listen(file, resolve);
  });
  // Only the shop's own user may ask it for a copy of every customer's data.
  await chmod(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

function connect(dataDir: string, request: string): Promise<net.Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath(dataDir));
    socket.once('connect', () => {
      socket.off('error', onError);
      socket.write(request);
      resolve(socket);
    });
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    };
    socket.once('error', onError);
  });
}

/** Has the shop running on this DATA_DIR write a backup to `file`; false when no shop runs there. */
export async function backupThroughShop(dataDir: string, file: string): Promise<boolean> {
  const socket = await connect(dataDir, BACKUP_REQUEST);
  if (!socket) return false;
  await pipeline(socket, createWriteStream(file));
  return true;
}

export async function refuseWhileShopRuns(dataDir: string): Promise<void> {
  const socket = await connect(dataDir, PING_REQUEST);
  if (!socket) return;
  socket.destroy();
  throw new BackupError(
    'shop_running',
    `The shop is running on the embedded database in ${dataDir}: stop it first (its files belong to that process).`,
  );
}
