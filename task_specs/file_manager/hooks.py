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

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, pick

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
        """The folder at ``path`` ("/Download/Project handoff"), made with its parents if missing."""
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

    t = dt.datetime.fromtimestamp((ms + state["os"]["clock"]["tzOffsetMinutes"] * _MIN) / 1000, dt.UTC)
    return t.strftime("%Y-%m-%d %H:%M")


def _nodes(state: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {n["id"]: n for n in state["os"]["providers"]["files"]}


def untouched(ctx: CheckContext, ids: list[str]) -> tuple[bool, Any, Any]:
    """Each of ``ids`` is still there, exactly as it was (name, place, times, content)."""
    before, after = _nodes(ctx["initial"]), _nodes(ctx["final"])
    changed = sorted(before[i]["name"] for i in ids if after.get(i) != before[i])
    return not changed, "unchanged", changed or "unchanged"


def _gone(ctx: CheckContext, ids: list[str]) -> tuple[bool, Any, Any]:
    before, after = _nodes(ctx["initial"]), _nodes(ctx["final"])
    left = sorted(before[i]["name"] for i in ids if i in after)
    return not left, "deleted", left or "deleted"


# ---------------------------------------------------------------- CleanObsoleteHandoffFiles

HANDOFF_DIR = "/Download/Project handoff"
#: Document families of a project hand-off: (stem, extension).
_FAMILIES = [("Requirements", "docx"), ("Design_Proposal", "pdf"), ("Quote", "xlsx"), ("Test_Report", "docx"), ("API_Spec", "pdf"), ("Budget", "xlsx")]
#: The files not to touch, whatever their names look like: (role, name candidates).
_PROTECTED = [("contract", ["Formal_Contract.pdf", "Formal_Contract_v1.pdf"]), ("launch plan", ["Launch_Plan.xlsx", "Launch_Plan_v1.xlsx"]),
              ("supplier list", ["Supplier_List.xlsx", "Supplier_List_v1.xlsx"])]  # fmt: skip


def handoff_variant(ctx: ParamContext) -> dict[str, Any]:
    """Download/Project handoff: 3 document families with 2, 3 and 3 versions (the newest is
    current), one backup copy ("..._backup"), and the three protected files, some of them named
    "_v1" (their only version: a trap for "delete every v1"). Every file has its own
    modification time. Which families, which has the backup, the names and times change with the
    seed; the counts do not (6 obsolete, 6 kept), so the reference solution has one shape.

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
        title = stem.replace("_", " ")
        return [f"{title} {label}", f"Project hand-off: {title}, {label}."] if ext == "pdf" else None

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
        name = pick(rng, names)
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


def handoff_cleaned(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Every old version and backup in Download/Project handoff is deleted (not moved elsewhere),
    and the current versions and the protected files remain, exactly as they were."""
    h = ctx["params"]["h"]
    return _both(_gone(ctx, h["obsolete_ids"]), untouched(ctx, h["keep_ids"] + [h["folder_id"]]))


# ---------------------------------------------------------------- CreateKeepFolderAndDeleteRawLogs

RAWLOG_DIR = "/Download/Log exports"
KEEP_FOLDER = "Keep - summarized"
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
            msg = pick(rng, _LOG_LINES)
        elif k in idx:
            msg = [m for m in _LOG_LINES if m.startswith("ERROR")][int(rng.integers(2))]
        else:
            msg = [m for m in _LOG_LINES if not m.startswith("ERROR")][int(rng.integers(7))]
        out.append(f"{hh:02d}:{mm:02d}:{ss:02d} {msg}")
    return "\n".join(out) + "\n"


def rawlog_variant(ctx: ParamContext) -> dict[str, Any]:
    """Download/Log exports: 4 raw logs (``raw_<service>_<date>.log``) and files that only look
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
        t.file(d, "Summary_this_week.txt", "text", 3 * _HOUR, text="Log summary of this week\nERROR total: summarized\n"),
        t.file(d, f"app_raw_{services[-1]}.log", "text", 2 * _DAY, text=_log_text(rng, 6, t.now - 2 * _DAY, tz)),
        t.file(d, "draw_config.txt", "text", 6 * _DAY, text="theme=dark\nscale=2\n"),
        t.file(d, "Log_Analysis_Report.pdf", "pdf", 1 * _DAY, pages=["Log analysis report", "All services healthy after the fixes."]),
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


def rawlogs_deleted(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """No raw_ log is left on the phone (deleted, not moved into the new folder)."""
    ok, want, got = _gone(ctx, ctx["params"]["r"]["raw_ids"])
    after = _nodes(ctx["final"])
    fid = ctx["params"]["r"]["folder_id"]
    stray = sorted(n["name"] for n in after.values() if n["parent"] == fid and n["name"].startswith("raw_"))
    return ok and not stray, want, (got if not ok else stray or got)


def rawlogs_deleted_others_kept(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """No raw_ log is left, and the other files of the folder are untouched."""
    return _both(rawlogs_deleted(ctx), untouched(ctx, ctx["params"]["r"]["other_ids"]))


# ---------------------------------------------------------------- RenameEvidenceFilesByDate

EVIDENCE_DIR = "/Download/Incident evidence"
#: Distinct initials, so Python's order of the names is the one Files lists (localeCompare).
_EVIDENCE = ["Site_Record.txt", "Monitoring_Notes.txt", "Witness_Statement.txt", "Equipment_Readings.txt", "Repair_Order.txt", "Call_Log.txt"]


def evidence_variant(ctx: ParamContext) -> dict[str, Any]:
    """Download/Incident evidence: 4 evidence files with distinct modification times (at least 7
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
    nodes = [t.file(d, name, "text", ago, text=f"{name[:-4].replace('_', ' ')}\nIncident no. AC-{1000 + k}\nRecorded at: see the file's modification time.\n") for k, (name, ago) in enumerate(zip(names, agos))]
    return {
        "files": t.nodes,
        "folder_id": d["id"],
        "order_ids": [x["id"] for x in nodes],
        "order": [x["name"] for x in nodes],
        "order_times": [shown_time(x["modified"], ctx["state"]) for x in nodes],
        "targets": [f"evidence_{k + 1}.txt" for k in range(n)],
        "count": n,
    }


def evidence_renamed_in_time_order(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The k-th oldest evidence file is now evidence_k.txt, still in Download/Incident evidence,
    its content and times unchanged; nothing else in the folder."""
    e = ctx["params"]["e"]
    before, after = _nodes(ctx["initial"]), _nodes(ctx["final"])
    got = []
    ok = True
    for i, want in zip(e["order_ids"], e["targets"]):
        n = after.get(i)
        got.append(n["name"] if n else None)
        b = before[i]
        ok = ok and n is not None and {**n, "name": b["name"], "path": b["path"]} == b and n["name"] == want and n["path"] == f"{EVIDENCE_DIR}/{want}"
    return ok, e["targets"], got



# ---------------------------------------------------------------- folders of the cross-app templates
# (crossapp_work and crossapp_content read them through sibling_hooks: one reading of the files)


#: Every name a template of these folders may use: a message naming one that is not its answer hedges.
def pool_names() -> list[str]:
    return sorted({*_REPORTS, *(n for n, _ in _NOT_REPORTS), *(n for _, n in _MATERIALS), "Quotation_Draft.docx", *_PICS, *_WX,
                   "ID_Card_Copy.pdf", "Q2_Sales_Report.xlsx", "Signed_Contract.pdf", "Bank_Statement_Feb-Apr.pdf", "Travel_Itinerary.pdf"})  # fmt: skip


def stem(name: str) -> str:
    """A file's name without its extension: what a person writes when naming it."""
    return name.rsplit(".", 1)[0] if "." in name else name


def names_exactly(text: str | None, want: list[str], pool: list[str]) -> tuple[bool, Any, Any]:
    """``text`` names every file of ``want`` (its name, with or without the extension, any case)
    and no other file of ``pool``."""
    if text is None:
        return False, sorted(want), "no single text message"
    low = text.lower()
    missing = [n for n in want if stem(n).lower() not in low]
    extra = [n for n in pool if n not in want and stem(n).lower() in low and not any(stem(n).lower() in stem(w).lower() for w in want)]
    return not missing and not extra, sorted(want), {"missing": missing, "also_named": extra} if missing or extra else sorted(want)


def moved_into(ctx: CheckContext, ids: list[str], dest_id: str) -> tuple[bool, Any, Any]:
    """Each of ``ids`` now sits in ``dest_id`` under its own name, content and times unchanged."""
    before, after = _nodes(ctx["initial"]), _nodes(ctx["final"])
    dest = after.get(dest_id)
    wrong = []
    for i in ids:
        n, b = after.get(i), before[i]
        if not (n and dest and n["parent"] == dest_id and {**n, "parent": b["parent"], "path": b["path"]} == b and n["path"] == f"{dest['path']}/{n['name']}"):
            wrong.append(b["name"])
    return not wrong, f"all in {dest['path'] if dest else dest_id}", sorted(wrong) or "all moved"


LOGS_DIR = "/Download/Troubleshooting"
_LOG_SERVICES = ["gateway", "order", "payment", "auth", "search", "push"]


def error_logs_variant(ctx: ParamContext) -> dict[str, Any]:
    """Download/Troubleshooting: two current logs (``<service>_current.log``) and two archived
    ones of the days before (``<service>_0510.log``), each with some ERROR lines; the count is
    over the current logs only. Returns ``{files, folder_id, current_ids, current, archived,
    count, error_lines: [[line, ...] per current log]}``."""
    rng = ctx["rng"]
    t = Tree(ctx["state"], "lg")
    tz = ctx["state"]["os"]["clock"]["tzOffsetMinutes"] * _MIN
    d = t.folder(LOGS_DIR, 5 * _DAY)
    svcs = [str(s) for s in rng.permutation(_LOG_SERVICES)[:2]]
    current, archived, lines = [], [], []
    for k, svc in enumerate(svcs):
        ago = (20 + 13 * k) * _MIN
        errors = int(rng.integers(1, 6))
        text = _log_text(rng, 14, t.now - ago - 14 * 47_000, tz, errors)
        current.append(t.file(d, f"{svc}_current.log", "text", ago, text=text))
        lines.append([ln for ln in text.splitlines() if "ERROR" in ln])
        day = int(rng.integers(8, 12))
        old = _log_text(rng, 12, t.now - (14 - day) * _DAY, tz, int(rng.integers(1, 6)))
        archived.append(t.file(d, f"{svc}_05{day:02d}.log", "text", (14 - day) * _DAY, text=old))
    return {
        "files": t.nodes,
        "folder_id": d["id"],
        "current_ids": [n["id"] for n in current],
        "current": [n["name"] for n in current],
        "archived": sorted(n["name"] for n in archived),
        "count": sum(len(x) for x in lines),
        "error_lines": lines,
    }


_REPORTS = ["Monthly_Operations_Report_April.pdf", "Q1_Financial_Report.pdf", "Audit_Report_2025.pdf", "Safety_Inspection_Report.pdf", "Market_Research_Report.pdf",
            "Project_Closure_Report.pdf", "User_Research_Report.pdf"]  # fmt: skip
_NOT_REPORTS = [("Invoice_0506.pdf", "pdf"), ("Meeting_Minutes_0509.docx", "document"), ("Weekly_Report_Draft.docx", "document"), ("Product_Manual.pdf", "pdf")]


def pdf_reports_variant(ctx: ParamContext) -> dict[str, Any]:
    """Documents: four PDF reports, three at its top and one in Documents/Project files, among
    PDFs that are not reports (the fresh ID_Card_Copy.pdf, an invoice, a manual), reports that
    are not PDFs (the fresh Q2_Sales_Report.xlsx, a .docx) and an empty Documents/final_reports.

    Returns ``{files, final_id, sub_id, top_ids (newest first), sub_ids, report_ids, reports,
    others}``."""
    rng = ctx["rng"]
    t = Tree(ctx["state"], "pr")
    docs = t.by_path("/Documents")
    assert docs is not None
    final = t.folder("/Documents/final_reports", 2 * _DAY)
    sub = t.folder("/Documents/Project files", 9 * _DAY)
    names = [_REPORTS[int(i)] for i in rng.permutation(len(_REPORTS))[:4]]
    reports = []
    for k, name in enumerate(names):
        folder = sub if k == 3 else docs
        reports.append(t.file(folder, name, "pdf", int(rng.integers(2, 20)) * _DAY + (k + 1) * 37 * _MIN, pages=[name[:-4], "Summary: figures and findings of the period.", "Appendix"]))
    others: list[dict[str, Any]] = []
    for name, kind in [_NOT_REPORTS[int(i)] for i in rng.permutation(len(_NOT_REPORTS))[:3]]:
        others.append(t.file(docs if len(others) != 1 else sub, name, kind, int(rng.integers(1, 15)) * _DAY, size=30_000 + int(rng.integers(1, 500)) * 1000,
                             pages=[name[:-4], "Not a report."] if kind == "pdf" else None))  # fmt: skip
    top = sorted(reports[:3], key=lambda n: -n["modified"])  # as Files lists them by date, newest first
    return {
        "files": t.nodes,
        "final_id": final["id"],
        "sub_id": sub["id"],
        "top_ids": [n["id"] for n in top],
        "sub_ids": [reports[3]["id"]],
        "report_ids": [n["id"] for n in reports],
        "reports": sorted(names),
        "reports_text": ", ".join(sorted(names)),
        "others": sorted([n["name"] for n in others] + ["ID_Card_Copy.pdf", "Q2_Sales_Report.xlsx"]),
    }


SUBMIT_DIR = "/Download/To submit"
#: Materials Boss may ask for: (how Boss says it, the file's name).
_MATERIALS = [("the business licence copy", "Business_License_Copy.pdf"), ("the signed quotation", "Quotation_Stamped.pdf"),
              ("the May invoice", "Invoice_2026-05.pdf"), ("the authorisation letter", "Authorization_Letter.pdf"),
              ("the product photos", "Product_Images.zip"), ("the bank account details", "Bank_Account_Info.docx")]  # fmt: skip


def attachments_variant(ctx: ParamContext) -> dict[str, Any]:
    """Download/To submit holds six materials (plus a draft of the quotation, not asked for);
    Boss asks for three of them. Documents/submission exists, empty.

    Returns ``{files, sub_id, dir_id, asked_ids (in name order), asked, not_asked, message}``."""
    rng = ctx["rng"]
    t = Tree(ctx["state"], "sb")
    d = t.folder(SUBMIT_DIR, 6 * _DAY)
    dest = t.folder("/Documents/submission", 1 * _DAY)
    nodes = {}
    for k, (_say, name) in enumerate(_MATERIALS):
        kind = _type_of(name)
        nodes[name] = t.file(d, name, kind, (k + 1) * 5 * _HOUR + int(rng.integers(0, 200)) * _MIN, size=50_000 + int(rng.integers(1, 900)) * 1000,
                             pages=[name[:-4], "Company material for the tender."] if kind == "pdf" else None)  # fmt: skip
    draft = t.file(d, "Quotation_Draft.docx", "document", 9 * _DAY, size=41_000)
    chosen = sorted(int(i) for i in rng.permutation(len(_MATERIALS))[:3])
    asked = [_MATERIALS[i] for i in chosen]
    message = ("For the tender submission I need " + ", ".join(s for s, _ in asked[:-1]) + f" and {asked[-1][0]}. "
               "They're in Download/To submit on your phone: move them into Documents/submission and tell me the file names.")  # fmt: skip
    asked_nodes = sorted((nodes[n] for _, n in asked), key=lambda n: n["name"])
    return {
        "files": t.nodes,
        "sub_id": dest["id"],
        "dir_id": d["id"],
        "asked_ids": [n["id"] for n in asked_nodes],
        "asked": [n["name"] for n in asked_nodes],
        "asked_text": ", ".join(n["name"] for n in asked_nodes),
        "not_asked": sorted([n for _, n in _MATERIALS if n not in {x for _, x in asked}] + [draft["name"]]),
        "message": message,
    }


def receipts_variant(ctx: ParamContext) -> dict[str, Any]:
    """Pictures/Receipts holds the image files of the gallery's receipt photos (same names, the
    gallery shows what each is) and two other pictures; Boss asks for the receipts of two or three
    expense categories. Documents/reimburse_photos exists, empty.

    Returns ``{files, dest_id, asked_ids (in name order), asked, categories, message}``."""
    rng = ctx["rng"]
    t = Tree(ctx["state"], "rc")
    photos = [p for p in ctx["state"]["os"]["providers"]["media"]["photos"] if p["scene"]["kind"] == "receipt" and not p["deletedAt"]]
    d = t.folder("/Pictures/Receipts", 4 * _DAY)
    dest = t.folder("/Documents/reimburse_photos", 1 * _DAY)
    by_cat = {}
    photo_of = {p["scene"]["category"]: p for p in photos}
    for p in photos:
        by_cat[p["scene"]["category"]] = t.file(d, p["title"], "image", ctx["state"]["os"]["clock"]["now"] - p["takenAt"], size=p["sizeKb"] * 1000)
    t.file(d, "IMG_20260509_184503_copy.jpg", "image", 4 * _DAY, size=2_310_000)
    t.file(d, "Screenshot_20260511_2210.png", "image", 2 * _DAY, size=420_000)
    cats = sorted(by_cat)
    asked_cats = sorted(cats[int(i)] for i in rng.permutation(len(cats))[: 2 + int(rng.integers(2))])
    words = {"taxi": "taxi", "meal": "meal", "hotel": "hotel", "office": "office supplies", "coffee": "coffee"}
    said = [words.get(c, c) for c in asked_cats]
    message = ("Please get my reimbursement ready: put the photos of the " + ", ".join(said[:-1]) + f" and {said[-1]} receipts "
               "into Documents/reimburse_photos (the image files are in Pictures/Receipts; the Gallery shows which is which). Tell me when it's done.")  # fmt: skip
    asked = sorted((by_cat[c] for c in asked_cats), key=lambda n: n["name"])
    return {"files": t.nodes, "dest_id": dest["id"], "dir_id": d["id"], "asked_ids": [n["id"] for n in asked], "asked": [n["name"] for n in asked],
            "categories": asked_cats, "message": message, "three": len(asked_cats) == 3,
            # For the reference solution, three entries always (the third is played only when asked).
            "sel_ids": ([n["id"] for n in asked] * 2)[:3],
            # The gallery lists photos newest first: look at them in that order.
            "photo_ids": ([photo_of[c]["id"] for c in sorted(asked_cats, key=lambda c: -photo_of[c]["takenAt"])] * 2)[:3]}  # fmt: skip


_PICS = ["IMG_20260412_101522.jpg", "IMG_20260420_183005.jpg", "IMG_20260501_090817.jpg", "IMG_20260503_164210.jpg", "IMG_20260507_121344.jpg"]
_WX = ["mmexport1777012345678.jpg", "mmexport1777523456789.jpg", "mmexport1778034567890.jpg", "wx_camera_1778123456.jpg"]


def duplicate_images_variant(ctx: ParamContext) -> dict[str, Any]:
    """/Pictures/Camera and /Download/WeChat images with four images each; exactly one picture
    is in both, under different names (the same bytes: the same size, drawn the same). Others
    differ in size by at least 10 kB. Returns ``{files, a_dir, b_dir, a_id, b_id, a, b,
    others}``."""
    rng = ctx["rng"]
    t = Tree(ctx["state"], "dp")
    a_dir = t.folder("/Pictures/Camera", 60 * _DAY)
    b_dir = t.folder("/Download/WeChat images", 30 * _DAY)
    sizes = [int(s) * 10_000 + 7_321 for s in rng.choice(np.arange(30, 99), size=7, replace=False)]
    a_names = [_PICS[int(i)] for i in rng.permutation(len(_PICS))[:4]]
    b_names = [_WX[int(i)] for i in rng.permutation(len(_WX))[:4]]
    ia, ib = int(rng.integers(4)), int(rng.integers(4))
    a_nodes = [t.file(a_dir, n, "image", (k + 2) * 3 * _DAY + k * _HOUR, size=sizes[k]) for k, n in enumerate(a_names)]
    rest = iter(sizes[4:])
    b_nodes = [t.file(b_dir, n, "image", (k + 1) * 2 * _DAY + k * _HOUR, size=sizes[ia] if k == ib else next(rest)) for k, n in enumerate(b_names)]
    a, b = a_nodes[ia], b_nodes[ib]
    others = sorted(n["name"] for n in a_nodes + b_nodes if n not in (a, b))
    return {"files": t.nodes, "a_dir": a_dir["id"], "b_dir": b_dir["id"], "a_id": a["id"], "b_id": b["id"], "a": a["name"], "b": b["name"], "others": others}


INSPECTION_DIR = "/Download/Inspection records"
_DEVICES = ["PUMP-A103", "FAN-B207", "VALVE-C311", "BOILER-D402", "COMP-E518", "PANEL-F620", "TANK-G731"]
_ISSUES = ["overheating", "oil leak", "abnormal noise", "pressure drop", "loose wiring", "vibration"]
_INSPECTORS = ["li_wei", "xiao_zhou", "alice", "chen_jing", "david", "grace"]


def _day(ms: int, state: dict[str, Any], days: int = 0) -> str:
    return shown_time(ms + days * _DAY, state)[:10]


def inspection_variant(ctx: ParamContext) -> dict[str, Any]:
    """Download/Inspection records: the duty roster (who inspects on which day), the morning
    and afternoon rounds of yesterday and the report of the day before. An anomaly found in the
    morning may be fixed by the afternoon round ("resolved"); what is still "open" after
    yesterday's rounds is what Boss and today's inspector must hear of. In about half the
    instances none is open.

    Returns ``{files, dir_id, open: [{device, issue}], open_devices, resolved_devices,
    ok_devices, any_open, none_open, inspector, inspector_name, file_ids: [am, pm, roster]}``."""
    rng = ctx["rng"]
    state = ctx["state"]
    t = Tree(state, "ip")
    d = t.folder(INSPECTION_DIR, 20 * _DAY)
    now = t.now
    wx = state["apps"]["wechat"]
    listed = {c["id"] for c in wx["chats"] if c["messages"]}
    people = [c for c in wx["contacts"] if c["id"] in _INSPECTORS and c["id"] in listed]
    order = [people[int(i)] for i in rng.permutation(len(people))]
    roster_days = [-2, -1, 0, 1]
    roster = "\n".join(f"{_day(now, state, k)} {order[i % len(order)]['name']}" for i, k in enumerate(roster_days))
    inspector = order[2 % len(order)]
    devs = [_DEVICES[int(i)] for i in rng.permutation(len(_DEVICES))[:5]]
    issues = [_ISSUES[int(i)] for i in rng.permutation(len(_ISSUES))[:3]]
    any_open = bool(rng.integers(2))
    # Morning: three anomalies; afternoon: resolves all of them, or all but one or two.
    found = list(zip(devs[:3], issues))
    n_open = int(rng.integers(1, 3)) if any_open else 0
    still = found[:n_open]
    am = [f"{dv}  ANOMALY  {iss}  status: open" for dv, iss in found] + [f"{dv}  OK" for dv in devs[3:]]
    pm = [f"{dv}  ANOMALY  {iss}  status: open (not fixed yet)" for dv, iss in still] + [f"{dv}  ANOMALY  {iss}  status: resolved" for dv, iss in found[n_open:]] + [f"{dv}  OK" for dv in devs[3:]]
    y = _day(now, state, -1)
    head = "Inspection round {r}, {d}\nInspector: {who}\n\n"
    t.file(d, "Duty_Roster.txt", "text", 8 * _DAY, text="Duty roster (date  inspector)\n" + roster + "\n")
    t.file(d, f"Inspection_{_day(now, state, -2)}.txt", "text", 2 * _DAY - 8 * _HOUR, text=head.format(r="PM", d=_day(now, state, -2), who=order[0]["name"]) + "\n".join(f"{dv}  OK" for dv in devs) + "\n")
    f_am = t.file(d, f"Inspection_{y}_AM.txt", "text", _DAY - 2 * _HOUR, text=head.format(r="AM", d=y, who=order[1 % len(order)]["name"]) + "\n".join(am) + "\n")
    f_pm = t.file(d, f"Inspection_{y}_PM.txt", "text", _DAY - 8 * _HOUR, text=head.format(r="PM", d=y, who=order[1 % len(order)]["name"]) + "\n".join(pm) + "\n")
    return {
        "files": t.nodes,
        "dir_id": d["id"],
        "am_id": f_am["id"],
        "pm_id": f_pm["id"],
        "open": [{"device": dv, "issue": iss} for dv, iss in still],
        "open_devices": [dv for dv, _ in still],
        "open_text": "; ".join(f"{dv}: {iss}" for dv, iss in still) or "none",
        "resolved_devices": [dv for dv, _ in found[n_open:]],
        "ok_devices": devs[3:],
        "any_open": any_open,
        "none_open": not any_open,
        "inspector": inspector["id"],
        "inspector_name": inspector["name"],
        "today": _day(now, state),
    }


MEETING_DIR = "/Download/Meeting materials"
_PROJECTS = ["Falcon", "Orion", "Nova", "Atlas", "Phoenix"]
_MATERIAL_KINDS = [("Agenda", "docx"), ("Budget", "xlsx"), ("Progress_Report", "pdf"), ("Requirements", "docx"), ("Risk_Assessment", "pdf")]


def meeting_materials_variant(ctx: ParamContext, projects: list[str], target: str) -> dict[str, Any]:
    """Download/Meeting materials: three files of the ``target`` project
    ("<Project>_<kind>.<ext>") and two or three of each other project of ``projects``, plus a
    file of no project; an empty Documents/meeting_pack. Returns ``{files, dir_id, pack_id,
    match_ids (in name order), match, match_text}``."""
    rng = ctx["rng"]
    t = Tree(ctx["state"], "mt")
    d = t.folder(MEETING_DIR, 15 * _DAY)
    pack = t.folder("/Documents/meeting_pack", 1 * _DAY)
    match = []
    for p in projects:
        kinds = [_MATERIAL_KINDS[int(i)] for i in rng.permutation(len(_MATERIAL_KINDS))[: 3 if p == target else 2]]
        for kind, ext in kinds:
            name, title = f"{p}_{kind}.{ext}", kind.replace("_", " ")
            n = t.file(d, name, _type_of(name), int(rng.integers(1, 9)) * _DAY + int(rng.integers(0, 600)) * _MIN, size=30_000 + int(rng.integers(1, 600)) * 1000,
                       pages=[f"{p} {title}", f"Project {p}: {title.lower()}."] if ext == "pdf" else None)  # fmt: skip
            if p == target:
                match.append(n)
    t.file(d, "Room_Booking_Rules.txt", "text", 3 * _DAY, text="Meeting rooms: book 3 days ahead.\n")
    match.sort(key=lambda n: n["name"])
    return {"files": t.nodes, "dir_id": d["id"], "pack_id": pack["id"], "match_ids": [n["id"] for n in match], "match": [n["name"] for n in match],
            "match_text": ", ".join(n["name"] for n in match)}  # fmt: skip


def meeting_pool_names() -> list[str]:
    """Every file name the meeting-materials folder may hold."""
    return sorted(f"{p}_{k}.{e}" for p in _PROJECTS for k, e in _MATERIAL_KINDS)
