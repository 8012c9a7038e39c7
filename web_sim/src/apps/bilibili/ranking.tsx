/** Rankings: the all-site tab and one tab per partition, each listing videos by play count (world `rankVideos`). */
import type { ScreenProps } from "../../os/types";
import { ScrollView, useLazyItems } from "../../os/ui/kit";
import { BILI_PARTITIONS, rankVideos } from "../../../world/bilibili";
import { Header, VideoRow, VIDEO_ROW_MIN_HEIGHT } from "./parts";
import type { BilibiliState } from "./state";

const TABS = [{ id: "all", name: "All" }, ...BILI_PARTITIONS];

export function RankingScreen({ route, app }: ScreenProps<BilibiliState>) {
  const tab = (route.data.tab as string | undefined) ?? "all";
  const list = rankVideos(tab);
  const rows = useLazyItems(`bili-rank-${tab}`, list.map((v, i) => [i + 1, v] as const), VIDEO_ROW_MIN_HEIGHT);
  return (
    <div class="bili-root bili-page" data-testid="bilibili-ranking">
      <Header app={app} title="Rankings" />
      <div class="bili-ranktabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.id} role="tab" aria-selected={tab === t.id} class={`bili-ranktab ${tab === t.id ? "active" : ""}`} data-testid={`bilibili-rank-tab-${t.id}`} onClick={() => app.setData({ tab: t.id })}>
            {t.name}
          </button>
        ))}
      </div>
      <ScrollView id={`bili-rank-${tab}`}>
        {rows.map(([n, v]) => (
          <VideoRow
            key={v.id}
            app={app}
            v={v}
            testId={`bilibili-rank-${tab}-${n}`}
            lead={<span class={`bili-rankno ${n <= 3 ? "top" : ""}`}>{n}</span>}
            sub={`${v.playsText} plays · ${v.uploaded}`}
          />
        ))}
      </ScrollView>
    </div>
  );
}
