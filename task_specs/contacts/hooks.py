"""Parameter hooks of the Contacts templates. They read the INITIAL state and draw only from
``ctx["rng"]``, so a seed always gives the same task."""

from __future__ import annotations

from typing import Any

from mobilegym_gym.tasks.hooklib import ParamContext, pick

# People that company_roster may add (none shares a name with a built-in contact).
_NEW_PEOPLE = (
    "Kevin Zhao", "Laura Qian", "Martin Gao", "Nina Xu", "Oscar Feng", "Paula He",
    "Quinn Tang", "Rosa Deng", "Sam Guo", "Tina Luo", "Victor Hu", "Wendy Lin",
)  # fmt: skip
_OTHER_COMPANIES = ("Orchid Studio", "Summit Logistics", "Pixel Forge")


def company_roster(ctx: ParamContext) -> dict[str, Any]:
    """The built-in contacts plus 1-4 new people at a drawn company (one that already has
    contacts) and 1-3 at other companies. New ids start at c101, far above the app's counter
    (13), which skips ids in use anyway. Returns ``{company, contacts}``."""
    rng = ctx["rng"]
    seeded = [dict(c) for c in ctx["state"]["os"]["providers"]["contacts"]]
    companies = sorted({c["company"] for c in seeded if c["company"]})
    company = pick(rng, companies)
    others = [c for c in companies if c != company] + list(_OTHER_COMPANIES)
    n_at, n_other = int(rng.integers(1, 5)), int(rng.integers(1, 4))
    names = [_NEW_PEOPLE[int(i)] for i in rng.choice(len(_NEW_PEOPLE), size=n_at + n_other, replace=False)]
    added = []
    for i, name in enumerate(names):
        at = company if i < n_at else pick(rng, others)
        first = name.split()[0].lower()
        digits = "".join(str(int(d)) for d in rng.integers(0, 10, size=8))
        added.append(
            {
                "id": f"c{101 + i}",
                "name": name,
                "phone": f"+86 13{int(rng.integers(0, 10))} {digits[:4]} {digits[4:]}",
                "email": f"{first}@{at.lower().replace(' ', '')}.com",
                "company": at,
                "starred": False,
                "lastContacted": 0,
            }
        )
    order = rng.permutation(len(added))
    return {"company": company, "contacts": seeded + [added[int(i)] for i in order]}
