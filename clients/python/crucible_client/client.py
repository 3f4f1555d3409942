"""The Crucible client: one `Client` per platform address and API token.

REST calls answer the envelope's `Data` or raise the `CrucibleError` subclass of its `Error.Type`
(errors.py); GraphQL errors carry the same types in `extensions.code`. Everything goes over one
`requests.Session` with the token as a Bearer header.
"""

from __future__ import annotations

import hashlib
import os
import re
import time
import zipfile
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Union

import requests

from . import live
from .errors import CrucibleError, NotFound, NotSignedIn, WaitTimeout, error_of

#: The upload protocol's chunk size (the platform's 1 MiB).
CHUNK = 1024 * 1024
#: The states a job ends in.
SETTLED = ("done", "abort", "cancel")
_DATA = "workflow_job_task_data_source_file"
#: The metadata file every RO-Crate holds.
CRATE_METADATA = "ro-crate-metadata.json"

PathLike = Union[str, "os.PathLike[str]"]


def _sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(CHUNK), b""):
            digest.update(block)
    return digest.hexdigest().upper()


class Client:
    """A signed-in client: `Client("https://crucible.example.org", "crc_...")`."""

    def __init__(self, url: str, token: str, *, timeout: float = 120, session: Optional[requests.Session] = None):
        if not token:
            raise ValueError("an API token is needed (Account -> API tokens in the web client)")
        self.url = url.rstrip("/")
        self.timeout = timeout
        self.session = session or requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    @classmethod
    def from_env(cls) -> "Client":
        """A client from CRUCIBLE_URL (default http://localhost:8080) and CRUCIBLE_TOKEN."""
        return cls(os.environ.get("CRUCIBLE_URL", "http://localhost:8080"), os.environ.get("CRUCIBLE_TOKEN", ""))

    # -- the two protocols -------------------------------------------------------------------

    def _envelope(self, response: requests.Response) -> Any:
        try:
            body = response.json()
        except ValueError:
            raise CrucibleError("ServerInternalError", f"{response.url} answered {response.status_code} without JSON", status=response.status_code)
        error = body.get("Error") if isinstance(body, dict) else None
        if error:
            raise error_of(error.get("Type") or "ServerInternalError", error.get("Value"), error.get("Meta"), response.status_code)
        return body.get("Data")

    def call(self, path: str, body: Optional[Dict[str, Any]] = None) -> Any:
        """POSTs a JSON body to /api/<path>; answers the envelope's Data."""
        response = self.session.post(f"{self.url}/api/{path.lstrip('/')}", json=body if body is not None else {}, timeout=self.timeout)
        return self._envelope(response)

    def graphql(self, query: str, variables: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
        """Runs a GraphQL operation; answers `data`, or raises the first error's `extensions.code`."""
        response = self.session.post(
            f"{self.url}/graphql",
            json={"query": query, "variables": variables or {}},
            headers={"Content-Type": "application/json"},
            timeout=self.timeout,
        )
        try:
            body = response.json()
        except ValueError:
            raise CrucibleError("ServerInternalError", f"/graphql answered {response.status_code} without JSON", status=response.status_code)
        errors = body.get("errors") or []
        if errors:
            first = errors[0]
            extensions = first.get("extensions") or {}
            raise error_of(extensions.get("code") or "ServerInternalError", first.get("message"), extensions, response.status_code)
        return body.get("data") or {}

    def _get(self, path: str, params: Optional[Dict[str, Any]] = None, headers: Optional[Dict[str, str]] = None, stream: bool = False) -> requests.Response:
        response = self.session.get(f"{self.url}/api/{path.lstrip('/')}", params=params, headers=headers, timeout=self.timeout, stream=stream)
        if response.status_code >= 400:
            self._envelope(response)
            raise CrucibleError("ServerInternalError", f"{path} answered {response.status_code}", status=response.status_code)
        return response

    # -- who am I ----------------------------------------------------------------------------

    def me(self) -> Dict[str, Any]:
        """The token's owner (`Id`, `Account`, `Name`, ...)."""
        return self.call("user/session_data")["User"]

    # -- data sets ---------------------------------------------------------------------------

    def files(self, limit: int = 50, offset: int = 0) -> Dict[str, Any]:
        """A page of the user's data set files: `{"List": [...], "Total": n}`."""
        return self.call(f"{_DATA}/query_page", {"Limit": limit, "Offset": offset})

    def file(self, file_id: int) -> Dict[str, Any]:
        """One data set file's record (`Name`, `Size`, `Sha256`, ...)."""
        return self.call(f"{_DATA}/read/{int(file_id)}")

    def upload(
        self,
        path: PathLike,
        folder: Sequence[str] = (),
        *,
        name: Optional[str] = None,
        kind: str = "private",
        on_progress: Optional[Callable[[int, int], None]] = None,
    ) -> Dict[str, Any]:
        """Uploads a file with the chunk protocol and answers its record.

        The file is named by its SHA-256: bytes the platform already holds finish at once, and an
        upload that stopped half-way (this process killed, the network gone) resumes from the bytes
        the platform says it has received.
        """
        source = Path(path)
        size = source.stat().st_size
        meta = {
            "Name": name or source.name,
            "Size": size,
            "Sha256": _sha256_of(source),
            "DirNames": list(folder),
            "Kind": kind,
        }
        try:
            return self.call(f"{_DATA}/upload_meta", meta)["File"]
        except NotFound:
            raise
        except CrucibleError as error:
            if error.type != "DBNotExist":
                raise
            upload_id = error.meta["UploadId"]
            received = int(error.meta.get("Received") or 0)
        with source.open("rb") as stream:
            while True:
                stream.seek(received)
                chunk = stream.read(CHUNK)
                answer = self._envelope(
                    self.session.post(
                        f"{self.url}/api/{_DATA}/upload_file",
                        params={"UploadId": upload_id, "Index": received // CHUNK},
                        data=chunk,
                        headers={"Content-Type": "application/octet-stream"},
                        timeout=self.timeout,
                    )
                )
                received += len(chunk)
                if on_progress:
                    on_progress(min(received, size), size)
                if answer["Done"]:
                    return answer["File"]

    def download(self, file_id: int, dest: PathLike, *, verify: bool = True) -> Path:
        """Downloads a data set file to `dest` (a folder: the file's own name in it).

        A partial `<dest>.part` from an earlier attempt is continued with an HTTP Range request, and
        with `verify` the bytes are checked against the record's SHA-256 before the file is renamed
        into place (a mismatch raises `CrucibleError("DBFileMd5Invalid")` and keeps nothing).
        """
        record = self.file(file_id)
        target = Path(dest)
        if target.is_dir():
            target = target / record["Name"]
        self._fetch(f"{_DATA}/download_file/{int(file_id)}", None, target, int(record["Size"]), record["Sha256"] if verify else None)
        return target

    def _fetch(self, path: str, params: Optional[Dict[str, Any]], target: Path, size: int, sha256: Optional[str]) -> None:
        part = target.with_name(target.name + ".part")
        have = part.stat().st_size if part.exists() else 0
        if have > size:
            part.unlink()
            have = 0
        if have < size or size == 0:
            headers = {"Range": f"bytes={have}-"} if have > 0 else None
            response = self._get(path, params, headers=headers, stream=True)
            mode = "ab" if have > 0 and response.status_code == 206 else "wb"
            with part.open(mode) as out:
                for block in response.iter_content(CHUNK):
                    out.write(block)
        if sha256 is not None:
            got = _sha256_of(part)
            if got != sha256.upper():
                part.unlink()
                raise CrucibleError("DBFileMd5Invalid", f"{target.name}: SHA-256 {got} is not {sha256.upper()}")
        part.replace(target)

    # -- modules and flows -------------------------------------------------------------------

    def modules(self) -> List[Dict[str, Any]]:
        """The modules this user may run (`Id`, `Key`, `Name`, `Args`, `Outputs`)."""
        return self.call("workflow_job_task_module/list")

    def module(self, key_or_id: Union[str, int]) -> Dict[str, Any]:
        """One runnable module by its key (`rdkit/descriptors`) or id."""
        for module in self.modules():
            if module["Key"] == key_or_id or module["Id"] == key_or_id:
                return module
        raise NotFound("DBDataNotExist", f"module {key_or_id}")

    def flows(self) -> List[Dict[str, Any]]:
        """Workflow templates (flows): the published ones and the user's own."""
        query = "{ templates { id kind name nameZh summary taskNames } }"
        return self.graphql(query)["templates"]

    def run_flow(self, flow_id: Union[str, int], name: str, args: Optional[Dict[str, Dict[str, Any]]] = None) -> Dict[str, Any]:
        """Runs a flow as a new job; `args` maps a task's key to the arguments it changes."""
        mutation = "mutation($id: ID!, $name: String!, $args: [TaskArgsInput!]) { runTemplate(id: $id, name: $name, args: $args) { id } }"
        task_args = [{"key": key, "args": value} for key, value in (args or {}).items()]
        job = self.graphql(mutation, {"id": str(flow_id), "name": name, "args": task_args})["runTemplate"]
        return self.job(int(job["id"]))

    # -- jobs --------------------------------------------------------------------------------

    def submit(self, name: str, tasks: Iterable[Dict[str, Any]]) -> Dict[str, Any]:
        """Submits a job: tasks as `{"Key", "ModuleId", "Args", "DependsOn"}`; a file argument is `{"dataFileId": id}`."""
        return self.call("workflow_job/submit", {"Name": name, "Tasks": list(tasks)})

    def job(self, job_id: int) -> Dict[str, Any]:
        """A job (`Id`, `Name`, `State`, ...)."""
        return self.call(f"workflow_job/read/{int(job_id)}")

    def tasks(self, job_id: int) -> List[Dict[str, Any]]:
        """A job's tasks (`Id`, `Key`, `State`, `ExitCode`, `Reason`, `Outputs`)."""
        return self.call(f"workflow_job/tasks/{int(job_id)}")

    def wait(self, job_id: int, *, timeout: float = 600, poll: float = 0.5, max_poll: float = 5, retries: int = 10) -> Dict[str, Any]:
        """Waits until the job is done, aborted or cancelled and answers it.

        Polls with back-off; a gateway that restarts or a network that drops meanwhile costs a retry
        (up to `retries` in a row), not the wait. Raises `WaitTimeout` after `timeout` seconds.
        """
        deadline = time.monotonic() + timeout
        delay = poll
        failures = 0
        while True:
            try:
                job = self.job(job_id)
                failures = 0
                if job["State"] in SETTLED:
                    return job
            except (requests.ConnectionError, requests.Timeout):
                failures += 1
                if failures > retries:
                    raise
            if time.monotonic() > deadline:
                raise WaitTimeout("WaitTimeout", f"job {job_id} did not settle in {timeout:.0f} s")
            time.sleep(delay)
            delay = min(delay * 1.5, max_poll)

    def logs(self, task_id: int, stream: str = "stdout") -> str:
        """A task's standard output (`stream="stdout"`) or error (`"stderr"`) so far."""
        kind = {"stdout": "Stdout", "stderr": "Stderr"}.get(stream.lower())
        if kind is None:
            raise ValueError("stream is stdout or stderr")
        return self._get(f"workflow_job_tasks/read_file/{int(task_id)}", {"Type": kind}).content.decode("utf-8", "replace")

    def _stored_log_from(self, task_id: int, kind: str, start: int) -> bytes:
        """The bytes of an ended task's stored log from byte `start` (b"" when it wrote nothing)."""
        headers = {"Range": f"bytes={start}-"} if start > 0 else None
        response = self.session.get(
            f"{self.url}/api/workflow_job_tasks/read_file/{int(task_id)}",
            params={"Type": kind},
            headers=headers,
            timeout=self.timeout,
        )
        if response.status_code == 206:
            return response.content
        if response.status_code == 200:
            return response.content[start:]
        if response.status_code == 416:
            return b""
        try:
            self._envelope(response)
        except NotFound:
            # The task wrote nothing on this stream.
            return b""
        raise CrucibleError("ServerInternalError", f"the task's log answered {response.status_code}", status=response.status_code)

    def follow_logs(
        self,
        job_id: int,
        task_id: int,
        stream: str = "stdout",
        from_offset: int = 0,
        *,
        timeout: float = 3600,
        idle: float = 5,
        poll: float = 0.5,
        max_poll: float = 5,
        retries: int = 10,
    ) -> Iterator[str]:
        """Yields a task's standard output (or error) as the task prints it, until the task ends.

        The text comes over the platform's live log feed (the `taskLog` GraphQL subscription, on a
        WebSocket this package speaks itself); when the task ends, the rest comes from the stored log
        (a ranged read from the last byte yielded). Every byte is yielded once, in order, none skipped:
        text the live feed misses (the follow began after the task had printed, the connection dropped
        while the gateway restarted, the task printed faster than about 100 KiB/s) is not guessed at;
        from there the text is yielded from the stored log when the task ends. A lost connection costs
        a retry with back-off (up to `retries` in a row), like `wait`. `from_offset`: bytes of the log
        already read (a cursor of an earlier follow). Raises `WaitTimeout` after `timeout` seconds,
        `NotFound` for a task that is not this job's or a job that is not the user's.
        """
        kind = {"stdout": "Stdout", "stderr": "Stderr"}.get(stream.lower())
        if kind is None:
            raise ValueError("stream is stdout or stderr")
        deadline = time.monotonic() + timeout
        token = str(self.session.headers["Authorization"]).split(" ", 1)[1]
        query = "subscription($taskId: ID!, $stream: LogStream) { taskLog(taskId: $taskId, stream: $stream) { offset text } }"
        variables = {"taskId": str(int(task_id)), "stream": kind.upper()}
        printed = int(from_offset)
        run: Optional[int] = None
        # Live text is yielded only while it follows on from the last byte yielded.
        behind = False
        failures = 0
        delay = poll

        def task_now() -> Dict[str, Any]:
            for task in self.tasks(job_id):
                if int(task["Id"]) == int(task_id):
                    return task
            raise NotFound("DBDataNotExist", f"task {task_id} of job {job_id}")

        while True:
            try:
                task = task_now()
                if run is not None and task.get("Run") != run:
                    # The task runs again: its log starts over.
                    printed, behind = 0, False
                run = task.get("Run")
                if task["State"] not in SETTLED:
                    for data in live.subscribe(self.url, token, query, variables, timeout=self.timeout, idle=idle):
                        failures, delay = 0, poll
                        if data is None:
                            if time.monotonic() > deadline:
                                raise WaitTimeout("WaitTimeout", f"task {task_id} did not end in {timeout:.0f} s")
                            # Nothing for a while: stop listening once the task has ended.
                            if task_now()["State"] in SETTLED:
                                break
                            continue
                        chunk = data.get("taskLog") or {}
                        offset = int(chunk.get("offset") or 0)
                        text = chunk.get("text") or ""
                        raw = text.encode("utf-8")
                        if behind or offset + len(raw) <= printed:
                            continue
                        if offset > printed:
                            behind = True
                            continue
                        fresh = raw[printed - offset:]
                        printed = offset + len(raw)
                        yield fresh.decode("utf-8", "replace")
                    task = task_now()
                    if task["State"] not in SETTLED:
                        continue
                if task.get("Run") != run:
                    continue
                rest = self._stored_log_from(task_id, kind, printed)
                if rest:
                    yield rest.decode("utf-8", "replace")
                return
            except live.SocketClosed as closed:
                if closed.code in (4401, 4403):
                    raise NotSignedIn("UserLoginServiceAuthTokenInvalid", closed.reason or None)
                failures += 1
                if failures > retries:
                    raise
            except (requests.ConnectionError, requests.Timeout, OSError):
                failures += 1
                if failures > retries:
                    raise
            if time.monotonic() > deadline:
                raise WaitTimeout("WaitTimeout", f"task {task_id} did not end in {timeout:.0f} s")
            time.sleep(delay)
            delay = min(delay * 1.5, max_poll)

    def result(self, task_id: int, output: str) -> bytes:
        """The bytes of one of a task's output files."""
        return self._get(f"workflow_job_tasks/read_file/{int(task_id)}", {"Type": "OutFile", "KeyName": output}).content

    def download_result(self, task: Dict[str, Any], output: str, dest: PathLike) -> Path:
        """Downloads a task's output (the task as `tasks()` answers it) into `dest`, resuming a partial file."""
        listed = next((o for o in task.get("Outputs") or [] if o.get("Name") == output), None)
        if listed is None:
            raise NotFound("DBDataNotExist", f"task {task.get('Key')} has no output {output}")
        target = Path(dest)
        if target.is_dir():
            target = target / output
        self._fetch(f"workflow_job_tasks/read_file/{int(task['Id'])}", {"Type": "OutFile", "KeyName": output}, target, int(listed.get("Size") or 0), None)
        return target

    # -- provenance --------------------------------------------------------------------------

    def export_crate(self, job_id: int, dest: PathLike) -> Path:
        """Downloads a job's Workflow Run RO-Crate (a zip: ro-crate-metadata.json, the workflow
        definition and the outputs within the platform's size bounds) to `dest` (a folder: the name the
        platform gives it in there). The zip is written beside `dest` first and checked to be a zip
        holding ro-crate-metadata.json before it is renamed into place; `NotFound` for a job that is
        not the user's."""
        response = self._get(f"workflow_job/ro_crate/{int(job_id)}", stream=True)
        if not response.headers.get("Content-Type", "").startswith("application/zip"):
            raise CrucibleError("ServerInternalError", f"the crate of job {job_id} is not a zip ({response.headers.get('Content-Type')})")
        target = Path(dest)
        if target.is_dir():
            disposition = response.headers.get("Content-Disposition", "")
            match = re.search(r'filename="([^"/\\]+)"', disposition)
            name = match.group(1) if match else ""
            target = target / (name if name.strip(".") else f"job-{int(job_id)}-ro-crate.zip")
        part = target.with_name(target.name + ".part")
        try:
            with part.open("wb") as out:
                for block in response.iter_content(CHUNK):
                    out.write(block)
            if not zipfile.is_zipfile(part):
                raise CrucibleError("ServerInternalError", f"the crate of job {job_id} is not a readable zip")
            with zipfile.ZipFile(part) as crate:
                if CRATE_METADATA not in crate.namelist():
                    raise CrucibleError("ServerInternalError", f"the crate of job {job_id} has no {CRATE_METADATA}")
        except BaseException:
            part.unlink(missing_ok=True)
            raise
        part.replace(target)
        return target

    def import_crate(self, path: PathLike) -> Dict[str, Any]:
        """Imports an RO-Crate zip (one exported by a Crucible) as a new workflow template of the
        user's; answers it (`Id`, `Name`, `UpdatedAt`). A crate the platform cannot read raises
        `CrucibleError` with the catalogue's type and what is wrong."""
        source = Path(path)
        with source.open("rb") as stream:
            response = self.session.post(
                f"{self.url}/api/workflow_job_template/import_ro_crate",
                files={"File": (source.name, stream, "application/zip")},
                timeout=self.timeout,
            )
        return self._envelope(response)
