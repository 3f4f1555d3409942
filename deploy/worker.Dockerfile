# A worker of the fleet (docker-compose.yml): the gateway image (built first by the compose file's
# gateway1 service, tagged crucible-gateway) with podman for container modules, configured as
# scripts/ci/podman-up.sh configures a machine (runc, cgroupfs, gateway/containers/containers.conf,
# which the container executor passes to every podman it runs). Its image storage is the worker's own
# volume (/var/lib/containers); images it lacks are pulled from CRUCIBLE_REGISTRY.
FROM crucible-gateway
RUN apt-get update \
  && apt-get install -y --no-install-recommends podman runc fuse-overlayfs uidmap slirp4netns \
  && rm -rf /var/lib/apt/lists/*
CMD ["node", "--import", "tsx", "gateway/src/worker.ts"]
