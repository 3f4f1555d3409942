"""Shared helpers of Crucible's docking image (crucible-ligand-prep, crucible-receptor-prep, crucible-vina).

A task reads its arguments from args.json in its work folder (/work); input files are given by their
path in that folder; outputs go to outputs/. A task that cannot do its work exits 1 with one line
"error: <reason>" on stderr: the platform shows it in the task's log.
"""
import json
import math
import os
import shlex
import subprocess
import sys


class TaskError(Exception):
    """A reason to fail the task, told to the user in one line."""


def fail(reason):
    print(f"error: {reason}", file=sys.stderr, flush=True)
    sys.exit(1)


def main(run):
    """Runs the task with its arguments (argv[1], args.json by default); a TaskError fails it."""
    path = sys.argv[1] if len(sys.argv) > 1 else "args.json"
    try:
        with open(path, encoding="utf-8") as handle:
            args = json.load(handle)
        if not isinstance(args, dict):
            raise TaskError(f"{path} is not a JSON object")
        os.makedirs("outputs", exist_ok=True)
        run(args)
    except TaskError as error:
        fail(str(error))
    except OSError as error:
        fail(f"{error.filename or ''}: {error.strerror}".lstrip(": "))


def say(text):
    print(text, flush=True)


def warn(text):
    print(text, file=sys.stderr, flush=True)


def file_arg(args, name, required=True):
    value = args.get(name)
    if value in (None, ""):
        if required:
            raise TaskError(f"no {name} file given")
        return None
    if not isinstance(value, str) or not os.path.isfile(value):
        raise TaskError(f"{name}: no such file {value!r}")
    return value


def number_arg(args, name, default=None, minimum=None, maximum=None, integer=False):
    value = args.get(name, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise TaskError(f"{name} must be a number")
    if integer and int(value) != value:
        raise TaskError(f"{name} must be an integer")
    if minimum is not None and value < minimum:
        raise TaskError(f"{name} must be at least {minimum}")
    if maximum is not None and value > maximum:
        raise TaskError(f"{name} must be at most {maximum}")
    return int(value) if integer else float(value)


def bool_arg(args, name, default):
    value = args.get(name, default)
    if not isinstance(value, bool):
        raise TaskError(f"{name} must be true or false")
    return value


def extension(path):
    name = path.lower()
    for ext in (".sdf", ".sd", ".mol", ".smi", ".smiles", ".txt", ".pdbqt", ".pdb", ".ent", ".mol2"):
        if name.endswith(ext):
            return ext[1:]
    return os.path.splitext(name)[1].lstrip(".")


def run_tool(argv, what, shown=None):
    """Runs a tool, its command line (or `shown`, a shorter form of it) in the log and its output passed
    on; TaskError when it fails."""
    say("$ " + shlex.join(shown or argv))
    done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, check=False)
    if done.stdout.strip():
        say(done.stdout.rstrip())
    if done.stderr.strip():
        warn(done.stderr.rstrip())
    if done.returncode != 0:
        raise TaskError(f"{what} failed (exit code {done.returncode})")
    return done


def receptor_pdbqt_command(pdb, pdbqt):
    """Open Babel's rigid receptor PDBQT (AutoDock types, non-polar hydrogens merged, Gasteiger charges)."""
    return ["obabel", pdb, "-xr", "--partialcharge", "gasteiger", "-O", pdbqt]


# ---------------------------------------------------------------- boxes (Vina configuration files)

BOX_KEYS = ("center_x", "center_y", "center_z", "size_x", "size_y", "size_z")


def box_from_args(args):
    """The box of center_x..size_z arguments; None when none is given, TaskError when only some are."""
    given = {key: args.get(key) for key in BOX_KEYS if args.get(key) is not None}
    if not given:
        return None
    missing = [key for key in BOX_KEYS if key not in given]
    if missing:
        raise TaskError(f"a box needs all of center_x/y/z and size_x/y/z: {', '.join(missing)} missing")
    box = {key: number_arg(args, key) for key in BOX_KEYS}
    check_box_size(box)
    return box


def check_box_size(box):
    for axis in "xyz":
        if box[f"size_{axis}"] <= 0:
            raise TaskError(f"size_{axis} must be greater than 0")


def read_box(path):
    """A Vina configuration file's box (key = value lines; other keys are ignored)."""
    box = {}
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            key, sep, value = line.partition("=")
            key = key.strip()
            if not sep or key not in BOX_KEYS:
                continue
            try:
                box[key] = float(value.split("#")[0].strip())
            except ValueError:
                raise TaskError(f"{path}: {key} is not a number") from None
    missing = [key for key in BOX_KEYS if key not in box]
    if missing:
        raise TaskError(f"{path} is not a Vina box: {', '.join(missing)} missing")
    check_box_size(box)
    return box


def write_box(path, box):
    with open(path, "w", encoding="utf-8") as handle:
        for key in BOX_KEYS:
            handle.write(f"{key} = {box[key]:.3f}\n")


def describe_box(box):
    return "centre ({:.3f}, {:.3f}, {:.3f}), size {:.3f} x {:.3f} x {:.3f} Å".format(
        *(box[key] for key in BOX_KEYS)
    )


def structure_atoms(path):
    """The coordinates of a PDB or PDBQT file's ATOM and HETATM records."""
    atoms = []
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            if line.startswith(("ATOM  ", "HETATM")):
                try:
                    atoms.append((float(line[30:38]), float(line[38:46]), float(line[46:54])))
                except ValueError:
                    raise TaskError(f"{os.path.basename(path)}: unreadable coordinates: {line.rstrip()}") from None
    return atoms


def atoms_in_box(atoms, box):
    count = 0
    for x, y, z in atoms:
        if all(
            abs(value - box[f"center_{axis}"]) <= box[f"size_{axis}"] / 2
            for value, axis in ((x, "x"), (y, "y"), (z, "z"))
        ):
            count += 1
    return count


def require_box_on_receptor(atoms, box):
    """Fails a box that holds no receptor atom (it lies outside the protein): docking there is void."""
    inside = atoms_in_box(atoms, box)
    if inside == 0:
        raise TaskError(f"the box ({describe_box(box)}) holds no receptor atom: it lies outside the protein")
    say(f"box: {describe_box(box)}; {inside} receptor atoms inside")


# ---------------------------------------------------------------- SDF records (as text)

def split_sdf(path):
    """The records of an SDF file as text (each ending with $$$$), in order."""
    with open(path, encoding="utf-8", errors="replace") as handle:
        text = handle.read().replace("\r\n", "\n")
    records = []
    current = []
    for line in text.split("\n"):
        current.append(line)
        if line.strip() == "$$$$":
            records.append("\n".join(current) + "\n")
            current = []
    if any(line.strip() for line in current):
        records.append("\n".join(current).rstrip("\n") + "\n$$$$\n")
    return records


def sdf_fields(record):
    """The data fields of an SDF record ("> <Name>" and the value lines after it), in order."""
    fields = {}
    lines = record.split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.startswith(">") and "<" in line and ">" in line[line.index("<") :]:
            name = line[line.index("<") + 1 : line.index(">", line.index("<"))]
            values = []
            index += 1
            while index < len(lines) and lines[index].strip() not in ("", "$$$$"):
                values.append(lines[index])
                index += 1
            fields[name] = "\n".join(values)
        index += 1
    return fields
