# %% [markdown]
# # Crucible from Python: descriptors of an SDF file
#
# A notebook-style script (cells marked `# %%`, runnable as a plain script or cell by cell in
# Jupyter/VS Code) that uses only `requests`:
#
# 1. sign in with an API token (Account -> API tokens in the web client),
# 2. upload an SDF file with the chunk protocol,
# 3. find the seeded "RDKit descriptors" module,
# 4. submit a job with the file as its input and wait until it settles,
# 5. read the result table (descriptors.csv) and print its first rows.
#
# Settings come from the environment:
#
# | variable          | meaning                                                            |
# | ----------------- | ------------------------------------------------------------------ |
# | `CRUCIBLE_URL`    | the platform's address, default `http://localhost:8080`            |
# | `CRUCIBLE_TOKEN`  | an API token (`crc_...`); a read-only token can list but not submit |
# | `CRUCIBLE_SDF`    | the SDF to upload, default `NCI_aids_few.sdf` beside this script    |
# | `CRUCIBLE_WAIT`   | seconds to wait for the job, default 600                           |
# | `CRUCIBLE_ROWS`   | rows of the table to print, default 5                              |
#
# Every REST call answers an envelope `{"Error": {"Type", "Value", "Meta"} | null, "Data": ...}`;
# `Error.Type` is one of the platform's error catalogue (docs/python.md lists the usual ones).

# %%
import csv
import hashlib
import io
import os
import sys
import time
from pathlib import Path

import requests

URL = os.environ.get("CRUCIBLE_URL", "http://localhost:8080").rstrip("/")
TOKEN = os.environ.get("CRUCIBLE_TOKEN", "")
SDF = Path(os.environ.get("CRUCIBLE_SDF", Path(__file__).with_name("NCI_aids_few.sdf")))
WAIT_SECONDS = float(os.environ.get("CRUCIBLE_WAIT", "600"))
ROWS = int(os.environ.get("CRUCIBLE_ROWS", "5"))
CHUNK = 1024 * 1024  # the upload protocol's chunk size (spec: 1 MiB)

if not TOKEN:
    sys.exit("set CRUCIBLE_TOKEN to an API token (Account -> API tokens in the web client)")

session = requests.Session()
session.headers["Authorization"] = f"Bearer {TOKEN}"


class CrucibleError(Exception):
    """An error envelope: `kind` is the catalogue's Error.Type."""

    def __init__(self, kind, value, meta):
        super().__init__(f"{kind}: {value}" if value else kind)
        self.kind = kind
        self.value = value
        self.meta = meta or {}


def envelope(response):
    """The envelope of a REST answer; raises CrucibleError on an error envelope."""
    try:
        body = response.json()
    except ValueError:
        response.raise_for_status()
        raise RuntimeError(f"{response.url} answered {response.status_code} without JSON")
    error = body.get("Error")
    if error:
        raise CrucibleError(error.get("Type"), error.get("Value"), error.get("Meta"))
    return body.get("Data")


def call(path, body=None):
    """POST a JSON body to /api/<path> and answer the envelope's Data."""
    return envelope(session.post(f"{URL}/api/{path}", json=body if body is not None else {}, timeout=120))


# %% [markdown]
# ## 1. Who am I?
#
# `user/session_data` answers the token's owner. A wrong or expired token answers
# `UserLoginServiceAuthTokenInvalid`.

# %%
me = call("user/session_data")["User"]
print(f"signed in as {me['Account']} (user #{me['Id']})")


# %% [markdown]
# ## 2. Upload the SDF with the chunk protocol
#
# `upload_meta` names the file by its SHA-256 (upper case). When the platform already holds these
# bytes it answers the stored file at once; otherwise it answers `DBNotExist` with an `UploadId` and
# the bytes it has `Received` so far, and the file goes up in 1 MiB chunks from there (so an
# interrupted upload resumes where it stopped).

# %%
def upload(path, folder=()):
    data = path.read_bytes()
    meta = {
        "Name": path.name.replace(" ", "_"),
        "Size": len(data),
        "Sha256": hashlib.sha256(data).hexdigest().upper(),
        "DirNames": list(folder),
        "Kind": "private",
    }
    base = "workflow_job_task_data_source_file"
    try:
        known = call(f"{base}/upload_meta", meta)
        return known["File"]
    except CrucibleError as error:
        if error.kind != "DBNotExist":
            raise
        upload_id = error.meta["UploadId"]
        received = int(error.meta.get("Received") or 0)
    while True:
        chunk = data[received : received + CHUNK]
        answer = envelope(
            session.post(
                f"{URL}/api/{base}/upload_file",
                params={"UploadId": upload_id, "Index": received // CHUNK},
                data=chunk,
                headers={"Content-Type": "application/octet-stream"},
                timeout=120,
            )
        )
        received += len(chunk)
        if answer["Done"]:
            return answer["File"]


data_file = upload(SDF, folder=["python-example"])
print(f"uploaded {SDF.name} as data file #{data_file['Id']} ({data_file['Size']} bytes)")


# %% [markdown]
# ## 3. Find the descriptors module
#
# `workflow_job_task_module/list` answers the modules this user may run. The seeded RDKit demo
# modules have stable keys: `rdkit/descriptors`, `rdkit/druglike_filter`, `rdkit/similarity`,
# `rdkit/convert`. `Args` is the module's argument list (name, format, whether it is required).

# %%
modules = call("workflow_job_task_module/list")
module = next((m for m in modules if m["Key"] == "rdkit/descriptors"), None)
if module is None:
    sys.exit("the RDKit descriptors module (rdkit/descriptors) is not available to this user")
print(f"module #{module['Id']}: {module['Name']}")
for arg in module["Args"]:
    required = "required" if arg.get("require") else "optional"
    print(f"  argument {arg['name']} ({arg['format']}, {required})")


# %% [markdown]
# ## 4. Submit the job and wait
#
# A job is a list of tasks; a file argument names a data set file as `{"dataFileId": id}`. A
# read-only token is refused here with `DBPermDenied`; unknown or mistyped arguments answer
# `JobTaskArgsError`. The job settles in `done`, `abort` (a task failed) or `cancel`.

# %%
job = call(
    "workflow_job/submit",
    {
        "Name": f"descriptors of {SDF.name}",
        "Tasks": [
            {
                "Key": "descriptors",
                "ModuleId": module["Id"],
                "Args": {"molecules": {"dataFileId": data_file["Id"]}},
            }
        ],
    },
)
print(f"submitted job #{job['Id']} ({job['State']})")

deadline = time.monotonic() + WAIT_SECONDS
delay = 0.5
while job["State"] not in ("done", "abort", "cancel"):
    if time.monotonic() > deadline:
        sys.exit(f"job #{job['Id']} is still {job['State']} after {WAIT_SECONDS:.0f} s")
    time.sleep(delay)
    delay = min(delay * 1.5, 5)
    job = call(f"workflow_job/read/{job['Id']}")
print(f"job #{job['Id']} is {job['State']}")

tasks = call(f"workflow_job/tasks/{job['Id']}")
task = tasks[0]
if job["State"] != "done":
    # The task's stderr says why (its exit code and reason are on the task).
    stderr = session.get(
        f"{URL}/api/workflow_job_tasks/read_file/{task['Id']}", params={"Type": "Stderr"}, timeout=120
    )
    sys.exit(
        f"task {task['Key']} ended {task['State']} (exit code {task['ExitCode']}, {task['Reason']}):\n"
        + stderr.text[-2000:]
    )


# %% [markdown]
# ## 5. Read the result table
#
# A task's outputs are listed on the task (`Outputs`: name and size); `read_file` with
# `Type=OutFile&KeyName=<output>` answers the file itself (Range requests work too).

# %%
print("outputs: " + ", ".join(f"{o['Name']} ({o['Size']} bytes)" for o in task["Outputs"]))
response = session.get(
    f"{URL}/api/workflow_job_tasks/read_file/{task['Id']}",
    params={"Type": "OutFile", "KeyName": "descriptors.csv"},
    timeout=120,
)
if not response.ok:
    envelope(response)  # an error envelope: raises CrucibleError with its Type
rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8"))))
print(f"descriptors.csv: {len(rows)} rows")

columns = ["Name", "MolWt", "LogP", "TPSA", "HBD", "HBA"]
print("\t".join(columns))
for row in rows[:ROWS]:
    print("\t".join(row[c] for c in columns))
