/** Files' preview: a text file's lines, a PDF's pages (drawn by us), an image (drawn from its bytes), details. */
import { mdiFileDocumentOutline, mdiInformationOutline } from "@mdi/js";
import { formatSize, type FileNode } from "../../os/files";
import type { ScreenProps } from "../../os/types";
import { AppBar, Empty, IconButton, ScrollView } from "../../os/ui/kit";
import { DetailsSheet } from "./common";
import type { FilesState } from "./logic";

/**
 * An image file drawn from its size, the stand-in for its bytes: two copies of one picture (same
 * bytes) look the same whatever their names, two different pictures differ.
 */
export function ImageArt({ n }: { n: FileNode }) {
  let h = n.size >>> 0;
  const next = (): number => ((h = (Math.imul(h ^ (h >>> 15), 2246822519) + 0x9e3779b9) >>> 0), h);
  const hue = next() % 360;
  const sky = `hsl(${hue}, 55%, 72%)`;
  const ground = `hsl(${(hue + 120) % 360}, 40%, 42%)`;
  const sunX = 40 + (next() % 220);
  const hills = [0, 1, 2].map(() => [next() % 300, 120 + (next() % 60), 60 + (next() % 90)]);
  return (
    <svg class="fm-image" viewBox="0 0 300 220" data-testid={`fm-image-${n.id}`} role="img" aria-label={n.name}>
      <rect width="300" height="220" fill={sky} />
      <circle cx={sunX} cy={50} r={22} fill="#fff6c8" />
      {hills.map(([x, y, r], i) => (
        <ellipse key={i} cx={x} cy={y + 60} rx={r + 40} ry={r / 1.5 + 30} fill={ground} opacity={0.6 + i * 0.15} />
      ))}
    </svg>
  );
}

function Body({ n }: { n: FileNode }) {
  if (n.type === "text") {
    const lines = (n.text ?? "").replace(/\n$/, "").split("\n");
    return (
      <ScrollView id={`fm-text-${n.id}`}>
        <div class="fm-text" data-testid="fm-preview-text">
          {lines.map((line, i) => (
            <div key={i} class="fm-line" data-testid={`fm-line-${i + 1}`}>
              <span class="fm-line-no">{i + 1}</span>
              <span class="fm-line-text">{line}</span>
            </div>
          ))}
        </div>
        <div class="fm-end" />
      </ScrollView>
    );
  }
  if (n.type === "pdf") {
    const pages = n.pages ?? [];
    return (
      <ScrollView id={`fm-pdf-${n.id}`} class="fm-pdf">
        {pages.map((text, i) => (
          <div key={i} class="fm-pdf-page" data-testid={`fm-pdf-page-${i + 1}`}>
            {text.split("\n").map((l, k) => <p key={k} class={k === 0 && i === 0 ? "fm-pdf-title" : ""}>{l}</p>)}
            <span class="fm-pdf-no">{`${i + 1} / ${pages.length}`}</span>
          </div>
        ))}
        <div class="fm-end" />
      </ScrollView>
    );
  }
  if (n.type === "image") return <div class="fm-image-wrap"><ImageArt n={n} /></div>;
  return <Empty icon={mdiFileDocumentOutline} text={`No preview for this file (${formatSize(n.size)})`} />;
}

export function PreviewScreen({ route, app }: ScreenProps<FilesState>) {
  const n = app.os.providers.files.find((x) => x.id === route.params.id);
  if (!n) return <><AppBar title="File" onBack={app.pop} /><Empty icon={mdiFileDocumentOutline} text="This file no longer exists" /></>;
  return (
    <>
      <AppBar title={n.name} onBack={app.pop} actions={<IconButton path={mdiInformationOutline} label="Details" testId="fm-preview-info" onClick={() => app.openOverlay("sheet", "info")} />} />
      <Body n={n} />
      {route.overlay?.name === "info" && <DetailsSheet app={app} n={n} onDismiss={app.closeOverlay} />}
    </>
  );
}
