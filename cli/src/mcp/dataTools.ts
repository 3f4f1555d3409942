/** The MCP tools list_data and upload_data: the data set. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { allowedUploadPath, listData, maxUploadBytes, storedName, uploadFile } from "./operations.js";
import { answer, limits, type ToolKit } from "./toolKit.js";

/** List_data, upload_data: the data set. */
export function registerDataTools(server: McpServer, kit: ToolKit): void {
  const { run, readOnly, uploadRoot } = kit;
  server.registerTool(
    "list_data",
    {
      title: "List data set files",
      description:
        'The user\'s data set files (and files shared with them), newest first: id, name, folder, kind, size. Use an id as a file argument: {"dataFileId": id}.',
      inputSchema: {
        search: z.string().max(200).optional().describe("part of the file name"),
        folder: z.string().max(500).optional().describe('only this folder (a/b; "" for the top)'),
        limit: z.number().int().min(1).max(limits.dataListMax).optional().describe("default 50"),
        offset: z.number().int().min(0).optional(),
      },
      annotations: readOnly,
    },
    run({ tool: "list_data" }, async (args, c) => {
      const page = await listData(c, {
        search: args.search,
        folder: args.folder,
        limit: args.limit ?? 50,
        offset: args.offset ?? 0,
      });
      const files = page.List.map((f) => ({
        id: f.Id,
        name: f.Name,
        folder: f.Folder,
        kind: f.Kind,
        size: f.Size,
        createdAt: f.CreatedAt,
      }));
      return answer(
        page.Total === 0
          ? "No data set file matches; upload one with upload_data."
          : `${page.Total} file(s)${page.Total > files.length ? `, showing ${files.length} from ${args.offset ?? 0}` : ""}.`,
        { total: page.Total, files },
      );
    }),
  );

  server.registerTool(
    "upload_data",
    {
      title: "Upload a file",
      description: `Uploads a file from the machine this MCP server runs on (under ${uploadRoot}, the folder it may read; at most ${maxUploadBytes / 1024 / 1024} MiB) to the user's data sets with the chunk protocol, and answers its dataFileId for module file arguments. The same file uploaded again to the same folder under the same name answers the file already stored. Needs an API token that is not read-only.`,
      inputSchema: {
        path: z
          .string()
          .min(1)
          .max(4096)
          .describe(`the local file's path (absolute, or relative to ${uploadRoot})`),
        folder: z.string().max(500).optional().describe("the data set folder to put it in (a/b)"),
        name: z
          .string()
          .min(1)
          .max(255)
          .optional()
          .describe("the name to store it under (default: the file's)"),
        kind: z.enum(["private", "temporary"]).optional().describe("default private"),
      },
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    run({ tool: "upload_data" }, async (args, c) => {
      const file = await allowedUploadPath(uploadRoot, args.path);
      const uploaded = await uploadFile(c, file, {
        // Named after the path the agent gave (a symlink's own name), read from where it leads.
        name: storedName(args.path, args.name),
        dirNames: (args.folder ?? "").split("/").filter(Boolean),
        kind: args.kind ?? "private",
      });
      const f = uploaded.file;
      return answer(
        `${uploaded.known ? "The platform already held these bytes: stored" : "Uploaded"} as data file ${f.Id} "${f.Folder ? `${f.Folder}/` : ""}${f.Name}" (${f.Size} bytes). Use it as a file argument: {"dataFileId": ${f.Id}}.`,
        {
          file: {
            id: f.Id,
            name: f.Name,
            folder: f.Folder,
            kind: args.kind ?? "private",
            size: f.Size,
            sha256: f.Sha256,
          },
          known: uploaded.known,
        },
      );
    }),
  );
}
