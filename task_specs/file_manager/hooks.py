"""Hooks of the file_manager templates, and the one place their folders are made.

Every template that needs files (these and the crossapp ones that use Files) draws its folder
here: a parameter hook returns ``{files, ...facts}`` where ``files`` is the whole new
``os.providers.files`` (the fresh phone's nodes plus the template's folder) that the set-up puts
in place, and the facts (which files are current, which are raw logs, the ERROR count) are
computed from those same nodes, so the page shows exactly what the judge reads.

Parameter hooks get ``{state, world, params, rng}`` and draw only from ``ctx["rng"]``; goal hooks
get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

_MIN = 60_000
_HOUR = 3_600_000
_DAY = 86_400_000

# ---------------------------------------------------------------- building a folder


class Tree:
    """The fresh phone's file nodes, to which a template adds its folders and files."""

    def __init__(self, state: dict[str, Any], prefix: str) -> None:
        self.nodes: list[dict[str, Any]] = [dict(n) for n in state["os"]["providers"]["files"]]
        self.now: int = state["os"]["clock"]["now"]
        self.prefix = prefix
        self._k = 0

    def _id(self) -> str:
        self._k += 1
        return f"{self.prefix}{self._k}"

    def by_path(self, path: str) -> dict[str, Any] | None:
        return next((n for n in self.nodes if n["path"] == path), None)

    def folder(self, path: str, ago_ms: int = 30 * _DAY) -> dict[str, Any]:
        """The folder at ``path`` ("/Download/项目交接"), made with its parents if missing."""
        found = self.by_path(path)
        if found:
            return found
        parent_path, _, name = path.rpartition("/")
        parent = self.folder(parent_path, ago_ms) if parent_path else None
        node = {"id": self._id(), "name": name, "type": "folder", "parent": parent["id"] if parent else None, "path": path,
                "size": 0, "created": self.now - ago_ms, "modified": self.now - ago_ms, "text": None, "pages": None}  # fmt: skip
        self.nodes.append(node)
        return node

    def file(self, folder: dict[str, Any], name: str, kind: str, ago_ms: int, *, size: int | None = None,
             text: str | None = None, pages: list[str] | None = None) -> dict[str, Any]:  # fmt: skip
        """A file in ``folder``, modified ``ago_ms`` before the episode starts."""
        if kind == "text":
            text = text or ""
            size = len(text.encode())
        elif kind == "pdf":
            pages = pages or [name]
            size = size or 60_000 + 9_000 * sum(len(p) for p in pages) // 100
        node = {"id": self._id(), "name": name, "type": kind, "parent": folder["id"], "path": f"{folder['path']}/{name}",
                "size": int(size or 0), "created": self.now - ago_ms - 5 * _MIN, "modified": self.now - ago_ms,
                "text": text if kind == "text" else None, "pages": pages if kind == "pdf" else None}  # fmt: skip
        self.nodes.append(node)
        return node


def _type_of(name: str) -> str:
    ext = name.rsplit(".", 1)[-1].lower()
    return {"txt": "text", "log": "text", "pdf": "pdf", "docx": "document", "doc": "document", "xlsx": "spreadsheet",
            "jpg": "image", "png": "image", "jpeg": "image", "zip": "archive", "bak": "archive"}.get(ext, "document")  # fmt: skip


def shown_time(ms: int, state: dict[str, Any]) -> str:
    """A modification time as Files lists it ("2026-05-14 09:30", the phone's time zone)."""
    import datetime as dt

    t = dt.datetime.fromtimestamp((ms + state["os"]["clock"]["tzOffsetMinutes"] * _MIN) / 1000, dt.timezone.utc)
    return t.strftime("%Y-%m-%d %H:%M")


def _nodes(state: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {n["id"]: n for n in state["os"]["providers"]["files"]}


def untouched(ctx: dict[str, Any], ids: list[str]) -> tuple[bool, Any, Any]:
    """Each of ``ids`` is still there, exactly as it was (name, place, times, content)."""
    before, after = _nodes(ctx["initial"]), _nodes(ctx["final"])
    changed = sorted(before[i]["name"] for i in ids if after.get(i) != before[i])
    return not changed, "unchanged", changed or "unchanged"


def _gone(ctx: dict[str, Any], ids: list[str]) -> tuple[bool, Any, Any]:
    before, after = _nodes(ctx["initial"]), _nodes(ctx["final"])
    left = sorted(before[i]["name"] for i in ids if i in after)
    return not left, "deleted", left or "deleted"


# ---------------------------------------------------------------- CleanObsoleteHandoffFiles

HANDOFF_DIR = "/Download/项目交接"
#: Document families of a project hand-off: (stem, extension).
_FAMILIES = [("需求文档", "docx"), ("设计方案", "pdf"), ("报价单", "xlsx"), ("测试报告", "docx"), ("接口说明", "pdf"), ("预算表", "xlsx")]
#: The files not to touch, whatever their names look like: (role, name candidates).
_PROTECTED = [("contract", ["正式合同.pdf", "正式合同_v1.pdf"]), ("launch plan", ["上线计划.xlsx", "上线计划_v1.xlsx"]),
              ("supplier list", ["供应商名单.xlsx", "供应商名单_v1.xlsx"])]  # fmt: skip


def handoff_variant(ctx: dict[str, Any]) -> dict[str, Any]:
    """Download/项目交接: 3 document families with 2, 3 and 3 versions (the newest is current),
    one backup copy ("..._backup"), and the three protected files, some of them named "_v1"
    (their only version: a trap for "delete every v1"). Every file has its own modification
    time. Which families, which has the backup, the names and times change with the seed; the
    counts do not (6 obsolete, 6 kept), so the reference solution has one shape.

    Returns ``{files, folder_id, obsolete, obsolete_ids (newest first), keep, keep_ids, current,
    protected}``."""
    rng = ctx["rng"]
    t = Tree(ctx["state"], "hf")
    d = t.folder(HANDOFF_DIR, 40 * _DAY)
    fams = [_FAMILIES[int(i)] for i in rng.permutation(len(_FAMILIES))[:3]]
    counts = [int(c) for c in rng.permutation([2, 3, 3])]
    obsolete: list[dict[str, Any]] = []
    current: list[dict[str, Any]] = []
    used: set[int] = set()

    def ago(lo_days: int, hi_days: int) -> int:
        while True:  # distinct minutes, so "newest first" has one order
            m = int(rng.integers(lo_days * 1440, hi_days * 1440))
            if m not in used:
                used.add(m)
                return m * _MIN

    def pdf(stem: str, ext: str, label: str) -> list[str] | None:
        return [f"{stem} {label}", f"Project hand-off: {stem}, {label}."] if ext == "pdf" else None

    for (stem, ext), versions in zip(fams, counts):
        for v in range(1, versions + 1):
            n = t.file(d, f"{stem}_v{v}.{ext}", _type_of(f"x.{ext}"), ago(6 * (versions - v), 6 * (versions - v) + 5),
                       size=20_000 + int(rng.integers(1, 400)) * 1000, pages=pdf(stem, ext, f"v{v}"))  # fmt: skip
            (current if v == versions else obsolete).append(n)
    stem, ext = fams[int(rng.integers(3))]
    obsolete.append(t.file(d, f"{stem}_backup.{ext}", _type_of(f"x.{ext}"), ago(1, 20), size=20_000 + int(rng.integers(1, 400)) * 1000,
                           pages=pdf(stem, ext, "backup copy")))  # fmt: skip
    protected = []
    for _role, names in _PROTECTED:
        name = names[int(rng.integers(len(names)))]
        protected.append(t.file(d, name, _type_of(name), ago(8, 30), size=40_000 + int(rng.integers(1, 900)) * 1000,
                                pages=["Formal contract", "Signed by both parties."] if name.endswith(".pdf") else None))  # fmt: skip
    keep = current + protected
    newest_first = sorted(obsolete, key=lambda n: -n["modified"])
    return {
        "files": t.nodes,
        "folder_id": d["id"],
        "obsolete": sorted(n["name"] for n in obsolete),
        "obsolete_ids": [n["id"] for n in newest_first],
        "keep": sorted(n["name"] for n in keep),
        "keep_ids": sorted(n["id"] for n in keep),
        "current": sorted(n["name"] for n in current),
        "protected": sorted(n["name"] for n in protected),
    }


def _both(a: tuple[bool, Any, Any], b: tuple[bool, Any, Any]) -> tuple[bool, Any, Any]:
    """Two conditions as one goal (the second alone would hold before the agent acts)."""
    return a[0] and b[0], {"done": a[1], "others": b[1]}, {"done": a[2], "others": b[2]}


def handoff_cleaned(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Every old version and backup in Download/项目交接 is deleted (not moved elsewhere), and the
    current versions and the protected files remain, exactly as they were."""
    h = ctx["params"]["h"]
    return _both(_gone(ctx, h["obsolete_ids"]), untouched(ctx, h["keep_ids"] + [h["folder_id"]]))


# ---------------------------------------------------------------- CreateKeepFolderAndDeleteRawLogs

RAWLOG_DIR = "/Download/日志导出"
KEEP_FOLDER = "保留-已汇总"
_LOG_LINES = ["INFO service started", "INFO request handled in 42 ms", "WARN slow query (1.8 s)", "ERROR connection reset by peer",
              "INFO cache warmed", "ERROR timeout after 30 s", "INFO user login ok", "WARN retrying upload", "INFO job finished"]  # fmt: skip


def _log_text(rng: Any, lines: int, start_ms: int, tz_ms: int, errors: int | None = None) -> str:
    """A log of ``lines`` lines, ``errors`` of them (when given) ERROR lines, the others not."""
    idx = sorted(int(i) for i in rng.choice(lines, size=errors, replace=False)) if errors is not None else []
    out = []
    for k in range(lines):
        at = start_ms + k * 47_000 + tz_ms
        hh, mm, ss = (at // _HOUR) % 24, (at // _MIN) % 60, (at // 1000) % 60
        if errors is None:
            msg = _LOG_LINES[int(rng.integers(len(_LOG_LINES)))]
        elif k in idx:
            msg = [m for m in _LOG_LINES if m.startswith("ERROR")][int(rng.integers(2))]
        else:
            msg = [m for m in _LOG_LINES if not m.startswith("ERROR")][int(rng.integers(7))]
        out.append(f"{hh:02d}:{mm:02d}:{ss:02d} {msg}")
    return "\n".join(out) + "\n"


def rawlog_variant(ctx: dict[str, Any]) -> dict[str, Any]:
    """Download/日志导出: 4 raw logs (``raw_<service>_<date>.log``) and files that only look
    like them (``draw_...``, ``app_raw_...``, a summary, a report) that must stay.

    Returns ``{files, folder_id, folder, raw, raw_ids, others, other_ids}``."""
    rng = ctx["rng"]
    t = Tree(ctx["state"], "rl")
    tz = ctx["state"]["os"]["clock"]["tzOffsetMinutes"] * _MIN
    d = t.folder(RAWLOG_DIR, 10 * _DAY)
    services = [str(s) for s in rng.permutation(["gateway", "order", "payment", "auth", "search", "push"])]
    raw = []
    for k, svc in enumerate(services[:4]):
        ago = (k + 1) * _DAY + int(rng.integers(0, 600)) * _MIN
        raw.append(t.file(d, f"raw_{svc}_0{5 + k}.log", "text", ago, text=_log_text(rng, 8, t.now - ago, tz)))
    others = [
        t.file(d, "汇总_本周.txt", "text", 3 * _HOUR, text="本周日志汇总\nERROR 总数: 已汇总\n"),
        t.file(d, f"app_raw_{services[-1]}.log", "text", 2 * _DAY, text=_log_text(rng, 6, t.now - 2 * _DAY, tz)),
        t.file(d, "draw_config.txt", "text", 6 * _DAY, text="theme=dark\nscale=2\n"),
        t.file(d, "日志分析报告.pdf", "pdf", 1 * _DAY, pages=["日志分析报告", "All services healthy after the fixes."]),
    ]
    keep = [others[i] for i in sorted(int(i) for i in rng.permutation(len(others))[:3])]
    t.nodes = [n for n in t.nodes if n["id"] not in {o["id"] for o in others if o not in keep}]
    return {
        "files": t.nodes,
        "folder_id": d["id"],
        "folder": KEEP_FOLDER,
        "raw": sorted(n["name"] for n in raw),
        "raw_ids": [n["id"] for n in sorted(raw, key=lambda n: n["name"])],
        "others": sorted(n["name"] for n in keep),
        "other_ids": sorted(n["id"] for n in keep),
    }


def rawlogs_deleted(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """No raw_ log is left on the phone (deleted, not moved into the new folder)."""
    ok, want, got = _gone(ctx, ctx["params"]["r"]["raw_ids"])
    after = _nodes(ctx["final"])
    fid = ctx["params"]["r"]["folder_id"]
    stray = sorted(n["name"] for n in after.values() if n["parent"] == fid and n["name"].startswith("raw_"))
    return ok and not stray, want, (got if not ok else stray or got)


def rawlogs_deleted_others_kept(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """No raw_ log is left, and the other files of the folder are untouched."""
    return _both(rawlogs_deleted(ctx), untouched(ctx, ctx["params"]["r"]["other_ids"]))


# ---------------------------------------------------------------- RenameEvidenceFilesByDate

EVIDENCE_DIR = "/Download/事故证据"
_EVIDENCE = ["现场记录.txt", "监控说明.txt", "证人陈述.txt", "设备读数.txt", "维修单.txt", "通话记录.txt"]


def evidence_variant(ctx: dict[str, Any]) -> dict[str, Any]:
    """Download/事故证据: 4 evidence files with distinct modification times (at least 7
    minutes apart, listed to the minute) whose names are not in that order.

    Returns ``{files, folder_id, order_ids, order, targets, count}``: ``order`` the current names
    oldest first, ``targets`` the names they must get (evidence_1.txt ...)."""
    rng = ctx["rng"]
    t = Tree(ctx["state"], "ev")
    d = t.folder(EVIDENCE_DIR, 3 * _DAY)
    n = 4
    names = [_EVIDENCE[int(i)] for i in rng.permutation(len(_EVIDENCE))[:n]]
    for _ in range(50):  # the order by time must not be the order by name
        agos = sorted((int(a) for a in rng.choice(np.arange(1, 40), size=n, replace=False)), reverse=True)
        agos = [a * 7 * _MIN + _DAY for a in agos]
        if sorted(names) != names:
            break
        names = [names[int(i)] for i in rng.permutation(n)]
    nodes = [t.file(d, name, "text", ago, text=f"{name[:-4]}\n事故编号 AC-{1000 + k}\n记录时间见文件修改时间。\n") for k, (name, ago) in enumerate(zip(names, agos))]
    return {
        "files": t.nodes,
        "folder_id": d["id"],
        "order_ids": [x["id"] for x in nodes],
        "order": [x["name"] for x in nodes],
        "order_times": [shown_time(x["modified"], ctx["state"]) for x in nodes],
        "targets": [f"evidence_{k + 1}.txt" for k in range(n)],
        "count": n,
    }


def evidence_renamed_in_time_order(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """The k-th oldest evidence file is now evidence_k.txt, still in Download/事故证据, its content
    and times unchanged; nothing else in the folder."""
    e = ctx["params"]["e"]
    before, after = _nodes(ctx["initial"]), _nodes(ctx["final"])
    got = []
    ok = True
    for i, want in zip(e["order_ids"], e["targets"]):
        n = after.get(i)
        got.append(n["name"] if n else None)
        b = before[i]
        same = n is not None and {**n, "name": b["name"], "path": b["path"]} == b
        ok = ok and same and n["name"] == want and n["path"] == f"{EVIDENCE_DIR}/{want}"
    return ok, e["targets"], got

