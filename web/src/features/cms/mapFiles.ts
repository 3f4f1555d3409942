/** Files of the map library (spec §7 cms_map_library_file): an entry's File is the uploaded file's address. */
import { restCalls, type CmsFileAnswer } from "@crucible/schema";
import type { UploadEndpoint } from "../../components/upload/uploadProtocol";

export const mapFileEndpoint: UploadEndpoint<{ readonly LibraryId?: number }, CmsFileAnswer> = {
  calls: restCalls.cmsFileUpload("map"),
  extra: { LibraryId: 0 },
};
