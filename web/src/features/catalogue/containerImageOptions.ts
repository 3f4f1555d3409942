/** The choices and limits of a container image's settings, and the list every change refreshes. */
import type { ContainerNetwork } from "../../graphql";
import { AdminImagesDocument } from "../../graphql/__generated__/documents/catalogue";

export const refetchImages = { refetchQueries: [AdminImagesDocument] };
export const networks: readonly ContainerNetwork[] = ["none", "bridge", "host"];
export const maxMemoryMb = 16 * 1024 * 1024;
export const executors = ["default", "local", "slurm"] as const;
export type ExecutorOption = (typeof executors)[number];
