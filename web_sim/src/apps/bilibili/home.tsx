/** The main screen's tabs: Home (Recommended, Popular, Anime), Following, Shop and Me. */
import {
  mdiAccountCircleOutline, mdiChevronRight, mdiCogOutline, mdiCrownOutline, mdiHeartOutline, mdiHistory, mdiHomeVariantOutline, mdiMagnify, mdiPodium,
  mdiShoppingOutline, mdiStarOutline, mdiTelevisionClassic, mdiThumbUpOutline, mdiViewDashboardOutline,
} from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomNav, Icon, LazyList, ScrollView, useLazyItems } from "../../os/ui/kit";
import { BILI_ANIME, BILI_SHOP, BILI_VIDEOS, homeFeed, rankVideos, uploader, type BiliVideo } from "../../../world/bilibili";
import { toggleAnime, type App } from "./logic";
import { UpAvatar, VideoCard, VideoRow, VIDEO_ROW_MIN_HEIGHT } from "./parts";
import type { BilibiliState } from "./state";

const NAV = [
  { id: "home", label: "Home", icon: mdiHomeVariantOutline },
  { id: "following", label: "Following", icon: mdiViewDashboardOutline },
  { id: "shop", label: "Shop", icon: mdiShoppingOutline },
  { id: "me", label: "Me", icon: mdiAccountCircleOutline },
];
const HOME_TABS = [["recommended", "Recommended"], ["popular", "Popular"], ["anime", "Anime"]] as const;

const FEED = homeFeed();
const FEED_ROWS: BiliVideo[][] = [];
for (let i = 0; i < FEED.length; i += 2) FEED_ROWS.push(FEED.slice(i, i + 2));
const FEED_ROW_MIN_HEIGHT = 150;
const POPULAR = rankVideos("all").slice(0, 30);

function Recommended({ app }: { app: App }) {
  return (
    <ScrollView id="bili-feed">
      <LazyList scrollId="bili-feed" items={FEED_ROWS} keyOf={(row) => row[0].id} minItemHeight={FEED_ROW_MIN_HEIGHT} class="bili-grid">
        {(row) => (
          <div class="bili-grid-row">
            {row.map((v) => <VideoCard key={v.id} app={app} v={v} testId={`bilibili-feed-${v.id}`} />)}
          </div>
        )}
      </LazyList>
    </ScrollView>
  );
}

function Popular({ app }: { app: App }) {
  const rows = useLazyItems("bili-popular", POPULAR, VIDEO_ROW_MIN_HEIGHT);
  return (
    <ScrollView id="bili-popular">
      <div class="bili-entries">
        <div class="bili-entry" role="button" data-testid="bilibili-open-ranking" onClick={() => app.push("ranking")}>
          <span class="bili-entry-icon" style={{ background: "#ff9736" }}><Icon path={mdiPodium} size={22} color="#fff" /></span>
          Rankings
        </div>
        <div class="bili-entry" role="button" data-testid="bilibili-open-weekly" onClick={() => app.toast("Weekly picks are published every Friday at 18:00")}>
          <span class="bili-entry-icon" style={{ background: "#23ade5" }}><Icon path={mdiStarOutline} size={22} color="#fff" /></span>
          Weekly picks
        </div>
      </div>
      {rows.map((v) => <VideoRow key={v.id} app={app} v={v} testId={`bilibili-popular-${v.id}`} />)}
    </ScrollView>
  );
}

function AnimeTab({ app }: { app: App }) {
  return (
    <ScrollView id="bili-anime">
      <div class="bili-section-title">Anime series</div>
      {BILI_ANIME.map((a) => {
        const on = app.state.animeSubs.some((x) => x.id === a.id);
        return (
          <div key={a.id} class="bili-anime-row" data-testid={`bilibili-anime-${a.id}`}>
            <div class="bili-anime-poster" role="button" data-testid={`bilibili-anime-open-${a.id}`} style={{ background: a.color }} onClick={() => app.push("anime", { id: a.id })}>
              <Icon path={mdiTelevisionClassic} size={28} color="#fff" />
            </div>
            <div class="bili-row-text" role="button" onClick={() => app.push("anime", { id: a.id })}>
              <div class="bili-row-title">{a.title}</div>
              <div class="bili-row-sub">{a.episodes} episodes · {a.status}</div>
              <div class="bili-row-sub">{a.followers} followers · Score {a.score}</div>
            </div>
            <button class={`bili-pill ${on ? "off" : ""}`} data-testid={`bilibili-anime-follow-${a.id}`} onClick={() => toggleAnime(app, a.id)}>{on ? "Following" : "+ Follow"}</button>
          </div>
        );
      })}
    </ScrollView>
  );
}

function HomeTab({ app, tab }: { app: App; tab: string }) {
  return (
    <div class="bili-tabpage">
      <div class="bili-topbar">
        <button class="bili-me-avatar" aria-label="Me" data-testid="bilibili-avatar" onClick={() => app.setData({ nav: "me" })}>{app.state.user.name[0]}</button>
        <div class="bili-searchbox" role="button" data-testid="bilibili-search-open" onClick={() => app.push("search")}>
          <Icon path={mdiMagnify} size={18} color="#9499a0" />
          <span>Search videos, uploaders</span>
        </div>
      </div>
      <div class="bili-hometabs" role="tablist">
        {HOME_TABS.map(([id, label]) => (
          <button key={id} role="tab" class={`bili-hometab ${tab === id ? "active" : ""}`} data-testid={`bilibili-hometab-${id}`} onClick={() => app.setData({ tab: id })}>{label}</button>
        ))}
      </div>
      {tab === "popular" ? <Popular app={app} /> : tab === "anime" ? <AnimeTab app={app} /> : <Recommended app={app} />}
    </div>
  );
}

function FollowingTab({ app }: { app: App }) {
  const ups = [...app.state.following].sort((a, b) => b.at - a.at).map((x) => uploader(x.id)).filter((u) => u !== undefined);
  const ids = new Set(ups.map((u) => u.id));
  const feed = BILI_VIDEOS.filter((v) => ids.has(v.uploader)).sort((a, b) => b.uploaded.localeCompare(a.uploaded) || a.id.localeCompare(b.id));
  const rows = useLazyItems("bili-dyn", feed, VIDEO_ROW_MIN_HEIGHT);
  return (
    <div class="bili-tabpage">
      <div class="bili-plainbar">Following</div>
      <ScrollView id="bili-dyn">
        <ScrollView id="bili-dyn-ups" horizontal class="bili-upstrip-wrap">
          <div class="bili-upstrip">
            {ups.map((u) => (
              <div key={u.id} class="bili-upstrip-item" role="button" data-testid={`bilibili-dyn-up-${u.id}`} onClick={() => app.push("space", { id: u.id })}>
                <UpAvatar name={u.name} color={u.color} size={44} />
                <span>{u.name}</span>
              </div>
            ))}
          </div>
        </ScrollView>
        {feed.length === 0 && <div class="bili-empty">Follow uploaders to see their new videos here.</div>}
        {rows.map((v) => <VideoRow key={v.id} app={app} v={v} testId={`bilibili-dyn-${v.id}`} />)}
      </ScrollView>
    </div>
  );
}

function ShopTab({ app }: { app: App }) {
  return (
    <div class="bili-tabpage">
      <div class="bili-plainbar">Bilibili Shop</div>
      <ScrollView id="bili-shop">
        <div class="bili-shopgrid">
          {BILI_SHOP.map((g) => (
            <div key={g.id} class="bili-shopitem" role="button" data-testid={`bilibili-shop-${g.id}`} onClick={() => app.toast("Pre-orders open soon")}>
              <div class="bili-shopimg" style={{ background: g.color }}><Icon path={mdiShoppingOutline} size={36} color="#fff" /></div>
              <div class="bili-card-title">{g.name}</div>
              <div class="bili-price">¥{g.price.toFixed(1)}</div>
            </div>
          ))}
        </div>
      </ScrollView>
    </div>
  );
}

function MeRow({ icon, label, testId, onClick, value }: { icon: string; label: string; testId: string; onClick: () => void; value?: string }) {
  return (
    <div class="bili-merow" role="button" data-testid={testId} onClick={onClick}>
      <Icon path={icon} size={22} color="#fb7299" />
      <span class="bili-merow-label">{label}</span>
      {value && <span class="bili-merow-value">{value}</span>}
      <Icon path={mdiChevronRight} size={20} color="#9499a0" />
    </div>
  );
}

function MeTab({ app }: { app: App }) {
  const s = app.state;
  const u = s.user;
  return (
    <div class="bili-tabpage">
      <ScrollView id="bili-me">
        <div class="bili-mehead" role="button" data-testid="bilibili-me-header" onClick={() => app.push("profileEdit")}>
          <span class="bili-me-avatar big">{u.name[0]}</span>
          <div class="bili-mehead-text">
            <div class="bili-mehead-name">
              {u.name}
              <span class="bili-level">LV{u.level}</span>
              {u.isVip && <span class="bili-vipbadge" data-testid="bilibili-vip-badge">VIP</span>}
            </div>
            <div class="bili-row-sub" data-testid="bilibili-me-coins">Coins: {u.coins} · B-coins: {u.bCoins}</div>
          </div>
          <span class="bili-row-sub">Space <Icon path={mdiChevronRight} size={16} /></span>
        </div>
        <div class="bili-mestats">
          <div class="bili-mestat" role="button" data-testid="bilibili-me-posts" onClick={() => app.toast("No posts yet")}><b>0</b><span>Posts</span></div>
          <div class="bili-mestat" role="button" data-testid="bilibili-me-following" onClick={() => app.push("following")}><b>{s.following.length}</b><span>Following</span></div>
          <div class="bili-mestat" role="button" data-testid="bilibili-me-fans" onClick={() => app.push("fans")}><b>{s.fans.length}</b><span>Followers</span></div>
        </div>
        <div class="bili-vipbar" role="button" data-testid="bilibili-me-vip" onClick={() => app.push("vip")}>
          <Icon path={mdiCrownOutline} size={22} color="#fff" />
          <span>{u.isVip ? "VIP member: thank you!" : "Become a VIP: ad-free, 4K, early episodes"}</span>
        </div>
        <div class="bili-megroup">
          <MeRow icon={mdiStarOutline} label="My favourites" testId="bilibili-me-favs" onClick={() => app.push("favourites")} />
          <MeRow icon={mdiHistory} label="History" testId="bilibili-me-history" onClick={() => app.push("history")} />
          <MeRow icon={mdiThumbUpOutline} label="Recent likes" testId="bilibili-me-likes" onClick={() => app.push("likes")} />
          <MeRow icon={mdiHeartOutline} label="My anime" testId="bilibili-me-anime" value={String(s.animeSubs.length)} onClick={() => app.push("animeSubs")} />
          <MeRow icon={mdiCrownOutline} label="VIP centre" testId="bilibili-me-vipcentre" value={u.isVip ? "Active" : ""} onClick={() => app.push("vip")} />
          <MeRow icon={mdiCogOutline} label="Settings" testId="bilibili-me-settings" onClick={() => app.push("settings")} />
        </div>
      </ScrollView>
    </div>
  );
}

export function HomeScreen({ route, app }: ScreenProps<BilibiliState>) {
  const nav = (route.data.nav as string | undefined) ?? "home";
  const tab = (route.data.tab as string | undefined) ?? "recommended";
  return (
    <div class="bili-root">
      <div class="bili-body">
        {nav === "following" ? <FollowingTab app={app} /> : nav === "shop" ? <ShopTab app={app} /> : nav === "me" ? <MeTab app={app} /> : <HomeTab app={app} tab={tab} />}
      </div>
      <BottomNav items={NAV} active={nav} onSelect={(id) => app.setData({ nav: id })} />
    </div>
  );
}

