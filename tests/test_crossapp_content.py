"""crossapp_content's outputs judged through the templates and the real judge: the messages,
notes, posts, Moments and SMS an agent leaves, hand-made on the instance's own initial state
(the seeded fresh phone after the template's set-up), read by the template's goals.

For each template with a text output: the answer in more than one usual form (a greeting, no
final period, another way to write the number or the day) passes; a hedge (a second candidate
beside the right one, a second value of the kind), a wrong value and a second output fail.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from mobilegym_gym.judge.judge import judge
from mobilegym_gym.sim.bundle import world
from mobilegym_gym.tasks.loader import default_tasks
from mobilegym_gym.tasks.task import instantiate

Edit = Callable[[dict[str, Any]], None]


class Instance:
    """A template's instance for a seed: its parameters, its initial state, and the verdict of
    its goals on that state once outputs are added."""

    def __init__(self, template: str, seed: int = 1) -> None:
        self.task = default_tasks().tasks[f"crossapp_content.{template}"]
        self.inst = instantiate(self.task, seed)
        self.p = self.inst.params
        self.initial = self.inst.initial_state()

    def goals(self, *edits: Edit) -> dict[str, bool]:
        """Each goal's verdict once ``edits`` are applied to a copy of the initial state."""
        final = copy.deepcopy(self.initial)
        for edit in edits:
            edit(final)
        result = judge(final, self.initial, self.inst.checks, [], hooks=self.task.hooks, params=self.p)
        return {r.name: r.ok for r in result.checks}

    def met(self, *edits: Edit) -> bool:
        return all(self.goals(*edits).values())


def wechat(chat: str, *texts: str) -> Edit:
    def edit(s: dict[str, Any]) -> None:
        msgs = next(c for c in s["apps"]["wechat"]["chats"] if c["id"] == chat)["messages"]
        msgs += [{"id": f"t{i}", "from": "me", "type": "text", "text": t, "photoId": None, "time": s["os"]["clock"]["now"], "recalled": False} for i, t in enumerate(texts)]

    return edit


def note(title: str, body: str, key: str = "n") -> Edit:
    def edit(s: dict[str, Any]) -> None:
        now = s["os"]["clock"]["now"]
        s["apps"]["notes"]["notes"].append({"id": f"new-{key}", "title": title, "body": body, "folderId": None, "pinned": False, "isPrivate": False, "trashedAt": None, "reminderAt": None, "createdAt": now, "updatedAt": now})

    return edit


def rednote(title: str, body: str, key: str = "r") -> Edit:
    def edit(s: dict[str, Any]) -> None:
        s["apps"]["redbook"]["notes"].append({"id": f"new-{key}", "title": title, "body": body, "template": "Plain", "time": s["os"]["clock"]["now"]})

    return edit


def moment(text: str, photos: tuple[str, ...] = (), key: str = "m") -> Edit:
    def edit(s: dict[str, Any]) -> None:
        s["apps"]["wechat"]["moments"].append({"id": f"new-{key}", "author": "me", "text": text, "photoIds": list(photos), "location": "", "time": s["os"]["clock"]["now"], "likes": []})

    return edit


def tweet(text: str, key: str = "x") -> Edit:
    def edit(s: dict[str, Any]) -> None:
        s["apps"]["x"]["posts"].append({"id": f"new-{key}", "text": text, "time": s["os"]["clock"]["now"], "replyTo": None, "quoteOf": None, "media": []})

    return edit


def sms(thread: str, *texts: str) -> Edit:
    def edit(s: dict[str, Any]) -> None:
        msgs = next(t for t in s["os"]["providers"]["sms"] if t["id"] == thread)["messages"]
        msgs += [{"id": f"new-{i}", "direction": "out", "text": t, "time": s["os"]["clock"]["now"], "read": True} for i, t in enumerate(texts)]

    return edit


def _other(names: list[str], *not_these: str) -> str:
    """A candidate that is none of ``not_these`` (and holds none of them, nor they it)."""
    low = [n.casefold() for n in not_these]
    return next(n for n in names if all(x not in n.casefold() and n.casefold() not in x for x in low))


# ---------------------------------------------------------------- Spotify → RedNote (issue 33: a post naming all of today's songs)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_nth_song_post_names_that_song_and_no_other_of_today(seed: int) -> None:
    t = Instance("SpotifyTodayNthPlayToRedbook", seed)
    song = t.p["song"]
    title, artist = song["title"], song["artist"]
    assert t.met(rednote("Song of the day", f"Hi all! Recommending {title} by {artist}, on repeat today"))
    assert t.met(rednote(title, f"{artist.upper()}. Give it a listen."))  # the title in the title, any case, no final period
    assert not t.met(rednote("Today", f"{title} by {artist}. Also: " + ", ".join(song["today"])))  # every song of today
    other = _other(song["today"], title, artist)
    assert not t.met(rednote("Today", f"{title} or maybe {other}, by {artist}"))  # a hedge of two songs
    assert not t.met(rednote("Today", f"{other} by {artist}"))  # the wrong song
    assert not t.met(rednote("Today", f"{title}, a great track"))  # no artist
    assert not t.met(rednote("A", f"{title} by {artist}", "a"), rednote("B", f"{title} by {artist}", "b"))  # two posts


def test_the_third_song_post_and_its_playlist() -> None:
    t = Instance("ThirdSpotifyPlayRecommendOnRedbookAndPlaylist")
    song = t.p["song"]
    post = rednote("Pick", f"{song['title']} - {song['artist']}")
    assert t.goals(post)["post_names_song"]
    assert not t.goals(rednote("Pick", f"{song['title']} - {song['artist']}; " + "; ".join(song["today"])))["post_names_song"]


def test_the_now_playing_and_saved_song_outputs_name_the_song() -> None:
    t = Instance("SpotifyNowPlayingToWechat")
    song, chat = t.p["song"], t.p["c"]["id"]
    assert t.goals(wechat(chat, f"hey, listening to {song['title']}"))["title_sent"]
    assert not t.goals(wechat(chat, "hey, listening to a great song"))["title_sent"]
    assert not t.goals(wechat(chat, song["title"], song["title"]))["title_sent"]  # two messages
    played = _other(song["candidates"], song["title"], song["artist"])
    assert not t.goals(wechat(chat, f"{song['title']}, or was it {played}?"))["title_sent"]  # a hedge with a song played today
    t = Instance("SpotifySaveCurrentSongToNotes")
    song = t.p["song"]
    assert t.met(note(song["title"], f"by {song['artist']}"))
    assert not t.met(note(song["title"], "a good song"))  # no artist


def test_the_song_details_post_gives_the_length_as_m_ss() -> None:
    t = Instance("SpotifySongFullDetailsToRedbook")
    song = t.p["song"]
    assert t.met(rednote("Listening note", f"{song['title']} by {song['artist']} ({song['duration']})"))
    assert not t.met(rednote("Listening note", f"{song['title']} by {song['artist']}"))  # no length


# ---------------------------------------------------------------- Culture list, topic posts


@pytest.mark.parametrize("seed", [1, 2])
def test_the_culture_list_names_the_song_and_the_book_under_its_title(seed: int) -> None:
    t = Instance("CulturalChecklistToRedbook", seed)
    c = t.p["c"]
    good = f"Song: {c['song']['title']} - {c['song']['artist']}; book: {c['book']['title']}"
    rival_song = _other(c["songs"], c["song"]["title"], c["song"]["artist"], c["book"]["title"])
    rival_book = _other(c["books"], c["song"]["title"], c["song"]["artist"], c["book"]["title"])
    title = "Today's Culture List"
    names = ["note_titled_as_asked", "note_lists_song_and_book", "post_shares_the_list"]

    def verdict(*edits: Edit) -> list[bool]:
        got = t.goals(*edits)
        return [got[n] for n in names]

    assert verdict(note(title, good), rednote("My list", good)) == [True, True, True]
    assert verdict(note("today\u2019s culture list", good), rednote("My list", "Hi! " + good.lower())) == [True, True, True]  # curly apostrophe, any case
    assert verdict(note(title, good + f"\nAlso: {rival_song}"), rednote("My list", good)) == [True, False, True]  # a hedge of songs in the note
    assert verdict(note(title, good), rednote("My list", f"{good} or {rival_book}")) == [True, True, False]  # a hedge of books in the post
    assert verdict(note(title, good), rednote("My list", good, "a"), rednote("Again", good, "b")) == [True, True, False]  # a second post
    assert verdict(note("Culture list", good), rednote("My list", good)) == [False, True, True]  # not the asked title
    assert verdict(note(title, f"{c['song']['title']}; {c['book']['title']}"), rednote("My list", good)) == [True, False, True]  # no artist
    assert verdict(note(title, good)) == [True, True, False]  # never posted


@pytest.mark.parametrize("template", ["NotesContentToRedbookAndX", "NotesToWechatAndRedbook"])
def test_each_topic_output_states_the_quoted_words(template: str) -> None:
    t = Instance(template)
    k = t.p["k"]
    third = tweet if template == "NotesContentToRedbookAndX" else (lambda text, key="w": wechat(t.p["c"]["id"], text))
    text = f"Some thoughts on {k.upper()}: worth it"
    assert t.met(note(k, text), rednote(k, text), third(text))
    assert not t.met(note(k, text), rednote(k, text), third("Some thoughts today."))  # the third one without the words
    assert not t.met(note(k, text), rednote(k, text, "a"), rednote(k, text, "b"), third(text))  # a second RedNote note
    assert not t.met(rednote(k, text), third(text))  # no note written
    assert not t.met(note("Thoughts", text.replace(k.upper(), k.split()[0])), rednote(k, text), third(text))  # only part of the words


# ---------------------------------------------------------------- WeChat Reading


@pytest.mark.parametrize("seed", [1, 2])
def test_the_reading_stats_message_names_the_day_and_how_long(seed: int) -> None:
    t = Instance("WechatReadingStatsToWechat", seed)
    day, chat = t.p["pk"]["day"], t.p["c"]["id"]
    h, m = divmod(day["minutes"], 60)
    month_day = t.p["pk"]["days"][t.p["pk"]["week"].index(day["date"])][2]  # "May 12"
    other = next(d[0] for d in t.p["pk"]["days"] if d[0] != day["weekday"])
    said = lambda text: t.met(wechat(chat, text))  # noqa: E731
    assert said(f"{day['weekday']}, {day['duration']}.")
    assert said(f"Hi! {day['weekday'].lower()}: {day['minutes']} minutes")
    assert said(f"On {month_day} I read for {h} hours {m} minutes")  # the date for the day
    assert said(f"Of the last 7 days I read the most on {day['weekday']}: {day['minutes']} min")  # the question's period is no rival length
    assert not said(f"{day['weekday']} or {other}, {day['duration']}")  # a hedge of days
    assert not said(f"{day['weekday']}, {day['minutes']} or {day['minutes'] + 15} minutes")  # a hedge of lengths
    assert not said(f"{day['weekday']}, {day['minutes'] - 4} minutes")  # the wrong length
    assert not t.met(wechat(chat, day["weekday"], day["duration"]))  # two messages


def test_the_best_book_message_gives_its_title_and_value() -> None:
    t = Instance("WechatReadingBestBookToWechat")
    book, chat = t.p["cat"]["book"], t.p["c"]["id"]
    other = _other(t.p["cat"]["titles"], book["title"])
    said = lambda text: t.met(wechat(chat, text))  # noqa: E731
    assert said(f"{book['title']}, recommended {book['text']}")
    assert said(f"Hi, it's {book['title']} ({book['value']:.1f} percent)")
    assert not said(book["title"])  # no value
    assert not said(f"{book['title']} {book['text']} or {other}")  # a hedge of books
    assert not said(f"{book['title']} {book['text']}, maybe {book['value'] - 5:.1f}%")  # a hedge of values


def test_the_shelf_list_and_the_reading_plan_name_exactly_their_books() -> None:
    t = Instance("WechatReadingShareBookList")
    s, chat = t.p["s"], t.p["c"]["id"]
    assert t.met(wechat(chat, "\n".join(f"{i}. {x}" for i, x in enumerate(s["titles"], 1))))
    assert not t.met(wechat(chat, "; ".join(s["titles"] + [s["shelf"][s["n"]]])))  # one book too many
    assert not t.met(wechat(chat, "; ".join(s["titles"][:-1])))  # one missing
    t = Instance("ReadingPlanToNotes")
    r = t.p["r"]
    assert t.met(note("This week", "Reading: " + ", ".join(r["reading"])))
    finished = _other([x for x in r["shelf"] if x not in r["reading"]], *r["reading"])
    assert not t.met(note("This week", "Reading: " + ", ".join([*r["reading"], finished])))  # a book not in progress
    assert not t.met(note("A", ", ".join(r["reading"]), "a"), note("B", ", ".join(r["reading"]), "b"))  # two notes


def test_the_weekly_moment_names_the_day_and_the_liked_songs_of_today() -> None:
    t = Instance("WeeklyReadingAndLikedSpotifySongsToMoment")
    day, liked = t.p["pk"]["day"], t.p["l"]
    songs = "; ".join(f"{s['title']} by {s['artist']}" for s in liked["songs"])
    assert t.met(moment(f"Top reading day: {day['weekday']}. Liked today: {songs}"))
    unliked = _other([x for x in liked["today"] if x not in liked["titles"]], *liked["titles"], *liked["artists"])
    assert not t.met(moment(f"{day['weekday']}. {songs}; {unliked}"))  # a song I did not like
    assert not t.met(moment(f"{day['weekday']}. " + "; ".join(liked["titles"])))  # no artists
    other = next(d[0] for d in t.p["pk"]["days"] if d[0] != day["weekday"])
    assert not t.met(moment(f"{day['weekday']} or {other}. {songs}"))  # a hedge of days


# ---------------------------------------------------------------- Bilibili


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_uploader_message_gives_followers_videos_and_the_top_one(seed: int) -> None:
    t = Instance("BilibiliRankAuthorLastNovToWechat", seed)
    a, chat = t.p["a"], t.p["c"]["id"]
    said = lambda text: t.met(wechat(chat, text))  # noqa: E731
    good = f"{a['up']['followersText']} followers, {a['count']} videos last November, the most played: {a['top']['title']}"
    assert said(good)
    assert said(f"Hi! {a['up']['name']} has {a['up']['followersText']} fans. Last November: {a['count']} uploads; top was {a['top']['title']} ({a['top']['playsText']} plays)")
    assert not said(good.replace(f"{a['count']} videos", f"{a['count'] + 1} videos"))  # the wrong count
    assert not said(good.replace(f"{a['count']} videos", f"{a['count']} or {a['count'] + 1} videos"))  # a hedge of counts
    assert not said(f"{a['count']} videos, the most played: {a['top']['title']}")  # no followers
    if len(a["titles"]) > 1:
        assert not said(good + f", or maybe {_other(a['titles'], a['top']['title'])}")  # a hedge of titles


def test_the_top_video_message_gives_its_title_and_plays() -> None:
    t = Instance("BilibiliRankTop3FolderAndWechat")
    top, chat = t.p["t"]["top"], t.p["c"]["id"]
    sent = lambda text: t.goals(wechat(chat, text))["top_video_sent"]  # noqa: E731
    assert sent(f"{top[0]['title']}: {top[0]['playsText']} plays")
    assert not sent(f"{top[0]['title']}: {top[1]['playsText']} plays")  # another video's plays
    assert not sent(f"{top[0]['title']} or {top[1]['title']}: {top[0]['playsText']} plays")  # a hedge of titles
    assert not sent(top[0]["title"])  # no plays


def test_the_ranked_title_and_the_recommending_moment() -> None:
    t = Instance("BilibiliRankingToWechat")
    r, chat = t.p["r"], t.p["c"]["id"]
    title = r["video"]["title"]
    neighbour = r["ranking"][r["rank"]]  # ranked just below
    assert t.met(wechat(chat, f"It's {title}"))
    assert not t.met(wechat(chat, f"{title}, or {neighbour}"))  # a hedge
    assert not t.met(wechat(chat, title, title))  # two messages
    t = Instance("BilibiliTripleLikeThenMoments")
    title = t.p["r"]["video"]["title"]
    goal = lambda *edits: t.goals(*edits)["moment_recommends_it"]  # noqa: E731
    assert goal(moment(f"Watch {title}!"))
    assert not goal(moment(f"Watch {title}!", ("p1",)))  # not text only
    assert not goal(moment("Watch this!"))  # no title
    assert not goal(moment(f"Watch {title} and {t.p['r']['ranking'][0 if t.p['r']['rank'] > 1 else 1]}"))  # two videos
    assert not goal(moment(f"Watch {title}!", key="a"), moment(f"Also {title}", key="b"))  # two Moments


# ---------------------------------------------------------------- RedNote


def test_the_top_collect_messages_give_title_and_likes_and_collects() -> None:
    t = Instance("RedbookAuthorTopCollectToWechat")
    r, chat = t.p["r"], t.p["c"]["id"]
    n = r["author"]["likesCollects"]
    said = lambda text: t.met(wechat(chat, text))  # noqa: E731
    assert said(f"{r['top']['title']} by {r['author']['nickname']}, likes & collects {n}")
    assert said(f"Hi! {r['author']['nickname']}: \"{r['top']['title']}\", {n:,} likes and collects")
    assert not said(f"{r['top']['title']} by {r['author']['nickname']}, likes & collects {n + 1}")  # wrong number
    if len(r["titles"]) > 1:
        assert not said(f"{r['top']['title']} or {_other(r['titles'], r['top']['title'])} by {r['author']['nickname']}, {n}")  # a hedge
    t = Instance("RedbookUserTopCollectToWechat")
    u, chat = t.p["u"], t.p["c"]["id"]
    n = u["user"]["likesCollects"]
    collect = lambda s: s["apps"]["redbook"]["collected"].append({"id": u["best"]["id"]})  # noqa: E731
    assert t.met(collect, wechat(chat, f"{u['best']['title']} — {n} likes & collects"))
    assert not t.met(collect, wechat(chat, f"{u['best']['title']} — {n} or {n + 10} likes & collects"))  # a hedge of numbers
    assert not t.met(collect, wechat(chat, f"{_other(u['titles'], u['best']['title'])} — {n} likes & collects"))  # another note


def test_the_note_count_sms_states_the_count() -> None:
    t = Instance("RedbookFollowingNoteCountToSms")
    n, thread = t.p["u"]["noteCount"], t.p["friend"]["id"]
    assert t.met(sms(thread, f"{t.p['u']['nickname']} has posted {n} notes"))
    assert t.met(sms(thread, str(n)))
    assert not t.met(sms(thread, f"{n} or {n + 1} notes"))  # a hedge
    assert not t.met(sms(thread, f"{n + 1} notes"))  # wrong


def test_the_search_title_and_the_followed_author_messages() -> None:
    t = Instance("RedbookSearchTitleToWechat")
    s, chat = t.p["s"], t.p["c"]["id"]
    second = _other(s["titles"], s["note"]["title"])
    assert t.met(wechat(chat, f"The top one is {s['note']['title']}"))
    assert not t.met(wechat(chat, f"{s['note']['title']} or {second}"))  # a hedge
    t = Instance("RedbookAuthorFollowersToWechat")
    s, chat = t.p["s"], t.p["c"]["id"]
    follow = lambda st: st["apps"]["redbook"]["following"].append({"id": s["note"]["author"]})  # noqa: E731
    name = s["author"]["nickname"]
    assert t.met(follow, wechat(chat, f"{name}, {s['fansAfter']} fans"))
    assert t.met(follow, wechat(chat, f"{name} has {s['author']['fans']:,} followers"))  # as shown before following
    assert not t.met(follow, wechat(chat, f"{name}, {s['author']['fans']} or {s['fansAfter']} fans"))  # both: a hedge
    assert not t.met(follow, wechat(chat, f"{name}, {s['fansAfter'] + 7} fans"))


@pytest.mark.parametrize("template", ["RedbookTopLikedToNotes", "RedbookUserBestWorstToNotes"])
def test_the_two_titles_note_has_one_title_per_line_and_no_other(template: str) -> None:
    t = Instance(template)
    p = t.p["t"] if "t" in t.p else t.p["u"]
    a, b = (p["first"]["title"], p["second"]["title"]) if "first" in p else (p["best"]["title"], p["worst"]["title"])
    other = _other(p["titles"], a, b)
    assert t.met(note("Titles", f"{a}\n{b}"))
    assert t.met(note("Titles", f"1. {a.lower()}\n2. {b}"))
    assert not t.met(note("Titles", f"{a}, {b}"))  # one line
    assert not t.met(note("Titles", f"{a}\n{b}\n{other}"))  # a third title
    assert not t.met(note("Titles", f"{a}\n{other}"))  # the wrong one


def test_the_report_message_quotes_the_report() -> None:
    t = Instance("RedbookDmThenWechatReport")
    chat, report = t.p["c"]["id"], t.p["report"]
    dm = lambda s: next(c for c in s["apps"]["redbook"]["chats"] if c["id"] == t.p["u"]["chat"])["messages"].append({"id": "dm-new", "from": "me", "text": t.p["m"], "time": s["os"]["clock"]["now"]})  # noqa: E731
    assert t.met(dm, wechat(chat, report))
    assert t.met(dm, wechat(chat, f"Hi! {report.lower().rstrip('.')}"))  # a greeting, any case, no final period
    assert not t.met(dm, wechat(chat, "done"))
    dm_plain = lambda s: next(c for c in s["apps"]["redbook"]["chats"] if c["id"] == t.p["u"]["chat"])["messages"].append({"id": "dm-new", "from": "me", "text": t.p["m"].lower().rstrip("?!."), "time": s["os"]["clock"]["now"]})  # noqa: E731
    assert t.met(dm_plain, wechat(chat, report))  # the quoted DM in lower case, without its final mark


# ---------------------------------------------------------------- eBay, Notes → Moments, Files


def test_the_cheapest_listing_post_names_it_and_no_other_listing() -> None:
    t = Instance("EbayCheapToRedbook")
    low = t.p["low"]["title"]
    assert t.met(rednote("Bargain", f"Recommending {low}!"))
    others = [x for x in t.p["listings"] if x.casefold() != low.casefold()]
    assert others, "a hedge must have another listing to be caught by"
    assert not t.met(rednote("Bargain", f"{low}, or {others[0]}"))
    assert not t.met(rednote("Bargain", "Recommending these headphones!"))


def test_the_daily_log_names_both_notes_and_something_each_says() -> None:
    t = Instance("DailyLogToMoments")
    a, b = t.p["a"], t.p["b"]
    good = f"{a['title']}: {t.p['a_term']}. {b['title']}: {t.p['b_term']}."
    assert t.met(moment(good))
    other = _other(t.p["pick"]["titles"], a["title"], b["title"], t.p["a_term"], t.p["b_term"])
    assert not t.met(moment(f"{good} Also {other}."))  # a third note
    assert not t.met(moment(f"{a['title']} and {b['title']}."))  # nothing they say


def test_the_duplicate_names_message_names_both_copies_and_no_other_picture() -> None:
    t = Instance("FileManagerSendFileToWechatContact", 9)
    dp = t.p["dp"]
    assert t.met(wechat(dp["to"], f"They are {dp['a']} and {dp['b']}"))
    assert t.met(wechat(dp["to"], f"{dp['a'].rsplit('.', 1)[0]} and {dp['b'].rsplit('.', 1)[0]}"))  # without the extensions
    assert not t.met(wechat(dp["to"], f"{dp['a']}, {dp['b']} or {dp['others'][0]}"))  # a third picture


def test_the_culture_list_is_the_first_play_today_and_hot_search_number_one() -> None:
    """The parameters are what the screens show first: Spotify's first play today (hand-computed
    from the set-up plays), the #1 hot book, each among its candidates; and the earliest song
    differs between seeds."""
    hot1 = next(b["title"] for b in world("wechat_reading_books") if b["id"] == world("wechat_reading_hot")[0])
    songs = set()
    for seed in range(1, 7):
        t = Instance("CulturalChecklistToRedbook", seed)
        c, initial = t.p["c"], t.initial
        now = initial["os"]["clock"]["now"]
        midnight = now - (now + initial["os"]["clock"]["tzOffsetMinutes"] * 60_000) % 86_400_000
        first = min((x for x in initial["apps"]["spotify"]["recentPlays"] if x["at"] >= midnight), key=lambda x: x["at"])
        assert c["song"]["n"] == 1 and c["song"]["id"] == first["song"]
        assert c["book"]["title"] == hot1 and hot1 in c["books"] and c["song"]["title"] in c["songs"]
        assert len(c["songs"]) > 1 and len(c["books"]) > 1, "a hedge must have a rival to be caught by"
        songs.add(c["song"]["id"])
    assert len(songs) > 1
