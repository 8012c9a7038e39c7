"""Operating-system limits that hundreds of pages run into, checked before they bite.

A browser process holds about ``FDS_PER_PAGE`` file descriptors per page (IPC channels and
shared memory of its renderer), so a default ``ulimit -n`` of 1024 ends at about 100 pages with
an obscure Chromium crash. Each browser launch takes ``INOTIFY_PER_BROWSER`` inotify instances,
of ``fs.inotify.max_user_instances`` (often 128) for the whole user. Measured here: 124 fds in
the browser processes with 1 page, 403 with 32 (about 9 more per page); 2 inotify instances per
browser.
"""

from __future__ import annotations

import os
import resource
from pathlib import Path

from ..errors import ResourceLimitError

#: File descriptors a browser process needs before its first page, and per page (with margin).
FDS_BASE = 200
FDS_PER_PAGE = 12
#: inotify instances a Chromium launch creates.
INOTIFY_PER_BROWSER = 2
#: The soft limit we raise ``RLIMIT_NOFILE`` to (within the hard limit) before launching.
WANTED_NOFILE = 65536


def raise_fd_limit() -> int:
    """Raise this process's soft fd limit towards the hard limit (browsers launched after this
    inherit it); returns the soft limit now in force."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = WANTED_NOFILE if hard == resource.RLIM_INFINITY else min(hard, WANTED_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return soft


def check_page_capacity(pages_in_browser: int, fd_limit: int) -> None:
    """Raise ``ResourceLimitError`` if one more page would exceed the browser's fd limit."""
    if fd_limit == resource.RLIM_INFINITY:
        return
    need = FDS_BASE + FDS_PER_PAGE * (pages_in_browser + 1)
    if need > fd_limit:
        most = max(0, (fd_limit - FDS_BASE) // FDS_PER_PAGE)
        raise ResourceLimitError(
            f"page {pages_in_browser + 1} of one browser would need about {need} open files, over the limit "
            f"of {fd_limit} its process inherited (at most about {most} pages fit): raise the hard limit "
            "(`ulimit -Hn 65536` or LimitNOFILE in a service unit) before starting Python, or spread the "
            "pages over more browser processes (EnvPool(..., browsers=B))"
        )


def inotify_instances_in_use() -> int:
    """inotify instances held by processes of this user (what ``max_user_instances`` counts)."""
    uid, count = os.getuid(), 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if os.stat(f"/proc/{pid}").st_uid != uid:
                continue
            for fd in os.listdir(f"/proc/{pid}/fd"):
                if os.readlink(f"/proc/{pid}/fd/{fd}") == "anon_inode:inotify":
                    count += 1
        except (FileNotFoundError, ProcessLookupError, PermissionError, NotADirectoryError):
            continue
    return count


def check_browser_launch() -> None:
    """Raise ``ResourceLimitError`` if a browser launch would exceed the inotify instance limit."""
    path = Path("/proc/sys/fs/inotify/max_user_instances")
    if not path.is_file():
        return
    limit = int(path.read_text())
    used = inotify_instances_in_use()
    if used + INOTIFY_PER_BROWSER > limit:
        raise ResourceLimitError(
            f"launching a browser needs {INOTIFY_PER_BROWSER} inotify instances; this user already holds "
            f"{used} of fs.inotify.max_user_instances={limit}: raise it (`sysctl -w "
            "fs.inotify.max_user_instances=1024`) or use fewer browser processes"
        )
