/**
 * Draws a photo from its `scene` data as plain SVG: a pure function of the photo (shapes that
 * vary, like peaks and buildings, come from the scene's seed through a local generator). No
 * gradients, filters or images, so a grid of thumbnails renders in a few milliseconds and the
 * same photo always draws the same pixels.
 *
 * `fit="cover"` fills a square thumbnail (centre crop); `fit="contain"` shows the whole photo.
 * The caption is not exposed (no alt text): what a photo shows must be seen, as on a phone.
 */
import { Component, createContext, type JSX } from "preact";
import { useContext } from "preact/hooks";
import "./media.css";
import { mulberry32 } from "../rng";
import type { Container, FridgeItem, FridgeScene, LandscapeScene, MenuScene, Photo, ReceiptScene, Scene, ScreenshotScene, StillScene, WorkOrderScene } from "./types";

type Node = JSX.Element;

/** A local deterministic generator (never touches `ui.rng`). */
function rngOf(seed: number): () => number {
  let s = seed | 0;
  return () => {
    const [v, n] = mulberry32(s);
    s = n;
    return v;
  };
}

/** The drawing canvas (SVG user units) for a photo's aspect ratio. */
export function canvasOf(photo: Pick<Photo, "width" | "height">): { w: number; h: number } {
  if (photo.width >= photo.height) return { w: 400, h: Math.round((400 * photo.height) / photo.width) };
  return { w: Math.round((400 * photo.width) / photo.height), h: 400 };
}

const FONT = "Roboto, 'Noto Emoji', 'Noto Sans SC', sans-serif";

/** Thumbnails draw text as grey bars (what a downscaled photo shows): no text layout per cell. */
const Thumbnail = createContext(false);

function T({ x, y, size, children, fill = "#222", weight, anchor }: { x: number; y: number; size: number; children: string | number; fill?: string; weight?: number; anchor?: "start" | "middle" | "end" }) {
  if (useContext(Thumbnail)) {
    const w = String(children).length * size * (weight && weight >= 500 ? 0.58 : 0.52);
    const x0 = anchor === "middle" ? x - w / 2 : anchor === "end" ? x - w : x;
    return <rect x={x0} y={y - size * 0.72} width={w} height={size * 0.72} fill={fill} opacity={0.55} />;
  }
  return (
    <text x={x} y={y} font-size={size} fill={fill} font-weight={weight} text-anchor={anchor} font-family={FONT}>
      {children}
    </text>
  );
}

// ---------------------------------------------------------------- landscapes

const SKIES: Record<LandscapeScene["sky"], { top: string; low: string; far: string; near: string; ground: string; water: string; ripple: string }> = {
  clear: { top: "#6fb1ea", low: "#b9dcf6", far: "#93a9c4", near: "#5f7d5a", ground: "#7aa35a", water: "#3f86c6", ripple: "#8cc3ee" },
  sunset: { top: "#e9875a", low: "#f7cf7a", far: "#a27a86", near: "#5b4a5e", ground: "#6d5a4a", water: "#5d6f9e", ripple: "#f4c07a" },
  overcast: { top: "#a9b4be", low: "#d2d8de", far: "#8f9ba3", near: "#4f6b55", ground: "#6e8a60", water: "#6f8c9c", ripple: "#b8c9d2" },
  night: { top: "#0d1633", low: "#25335e", far: "#1c2748", near: "#121a30", ground: "#1b2236", water: "#1a2a4f", ripple: "#4a5f94" },
};

function peaks(r: () => number, w: number, base: number, minH: number, maxH: number, n: number, round: boolean): string {
  const step = w / n;
  let d = `M0 ${base}`;
  for (let i = 0; i <= n; i++) {
    const x = Math.round(i * step);
    const y = Math.round(base - (minH + r() * (maxH - minH)));
    if (round) {
      const cx = Math.round(x - step / 2);
      d += ` Q${cx} ${y - 30} ${x} ${y}`;
    } else {
      d += ` L${Math.round(x - step / 2)} ${y} L${x} ${Math.round(base - minH * 0.4)}`;
    }
  }
  return `${d} L${w} ${base} Z`;
}

function karst(r: () => number, w: number, base: number, fill: string, scale: number): Node {
  const humps: Node[] = [];
  for (let x = -10; x < w; x += 34 + Math.round(r() * 22)) {
    const hw = 20 + r() * 16;
    const hh = (60 + r() * 70) * scale;
    humps.push(<path d={`M${x} ${base} C${x} ${base - hh} ${x + hw * 2} ${base - hh} ${x + hw * 2} ${base} Z`} fill={fill} />);
  }
  return <g>{humps}</g>;
}

function Landmark({ s, w, base }: { s: LandscapeScene; w: number; base: number }): Node | null {
  switch (s.landmark) {
    case "pagoda": {
      const x = 290;
      const tiers: Node[] = [];
      for (let i = 0; i < 5; i++) {
        const y = base - 12 - i * 11;
        const hw = 13 - i * 2;
        tiers.push(<rect x={x - hw + 2} y={y} width={(hw - 2) * 2} height={10} fill="#8a5a3c" />);
        tiers.push(<path d={`M${x - hw - 3} ${y + 1} L${x + hw + 3} ${y + 1} L${x + hw - 2} ${y - 3} L${x - hw + 2} ${y - 3} Z`} fill="#5a3b2a" />);
      }
      return (
        <g>
          {tiers}
          <rect x={x - 1} y={base - 78} width={2} height={14} fill="#5a3b2a" />
        </g>
      );
    }
    case "boat":
      return (
        <g>
          <path d={`M150 ${base + 62} L250 ${base + 62} L240 ${base + 72} L160 ${base + 72} Z`} fill="#c9a26b" />
          <rect x={190} y={base + 40} width={3} height={22} fill="#5a3b2a" />
          <path d={`M182 ${base + 48} Q196 ${base + 36} 210 ${base + 48} Z`} fill="#3a2c20" />
        </g>
      );
    case "great_wall": {
      const pts = [[0, base - 40], [60, base - 70], [120, base - 52], [190, base - 96], [260, base - 64], [330, base - 88], [w, base - 60]];
      const d = pts.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join(" ");
      return (
        <g>
          <path d={d} stroke="#b59a72" stroke-width={9} fill="none" stroke-linejoin="round" />
          <path d={d} stroke="#8c7351" stroke-width={2} fill="none" transform="translate(0 -5)" stroke-dasharray="4 3" />
          <rect x={180} y={base - 112} width={20} height={18} fill="#a88c63" />
          <rect x={320} y={base - 104} width={20} height={18} fill="#a88c63" />
        </g>
      );
    }
    case "tv_tower":
      return (
        <g>
          <rect x={196} y={base - 170} width={4} height={170} fill="#9aa6c7" />
          <rect x={186} y={base - 60} width={3} height={60} fill="#9aa6c7" />
          <rect x={207} y={base - 60} width={3} height={60} fill="#9aa6c7" />
          <circle cx={198} cy={base - 55} r={17} fill="#d0577a" />
          <circle cx={198} cy={base - 118} r={11} fill="#d0577a" />
          <circle cx={198} cy={base - 150} r={5} fill="#d0577a" />
        </g>
      );
    case "bund": {
      const b: Node[] = [];
      for (let i = 0; i < 6; i++) {
        const x = 8 + i * 66;
        const h = 70 + ((i * 29) % 40);
        b.push(<rect x={x} y={base - h} width={58} height={h} fill={i % 2 ? "#c8b48f" : "#b89f78"} />);
        for (let j = 0; j < 4; j++) b.push(<rect x={x + 6 + j * 13} y={base - h + 12} width={6} height={h - 24} fill="#8d7656" />);
      }
      b.push(<rect x={196} y={base - 150} width={26} height={60} fill="#b89f78" />);
      b.push(<circle cx={209} cy={base - 132} r={7} fill="#f3ead6" />);
      b.push(<path d={`M192 ${base - 150} L209 ${base - 170} L226 ${base - 150} Z`} fill="#6d5a3f" />);
      return <g>{b}</g>;
    }
    case "palace":
      return (
        <g>
          <rect x={90} y={base - 22} width={220} height={22} fill="#efe6d2" />
          <rect x={110} y={base - 62} width={180} height={40} fill="#b3322c" />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <rect x={122 + i * 28} y={base - 56} width={12} height={34} fill="#7e1f1b" />
          ))}
          <path d={`M84 ${base - 60} L316 ${base - 60} L290 ${base - 84} L110 ${base - 84} Z`} fill="#d9a520" />
          <path d={`M108 ${base - 84} L292 ${base - 84} L270 ${base - 100} L130 ${base - 100} Z`} fill="#c08f16" />
        </g>
      );
    default:
      return null;
  }
}

function Landscape({ s, w, h }: { s: LandscapeScene; w: number; h: number }) {
  const r = rngOf(s.seed);
  const c = SKIES[s.sky];
  const wet = s.water !== "none";
  const horizon = Math.round(h * (wet ? 0.56 : 0.64));
  const parts: Node[] = [
    <rect width={w} height={h} fill={c.top} />,
    <rect y={Math.round(horizon * 0.45)} width={w} height={horizon} fill={c.low} />,
  ];
  if (s.sky === "night") {
    for (let i = 0; i < 26; i++) parts.push(<circle cx={Math.round(r() * w)} cy={Math.round(r() * horizon * 0.6)} r={1} fill="#fff" />);
    parts.push(<circle cx={320} cy={46} r={14} fill="#f4f1d0" />);
  } else if (s.sky === "sunset") {
    parts.push(<circle cx={120} cy={horizon - 26} r={26} fill="#fbe3a0" />);
  } else if (s.sky === "clear") {
    parts.push(<circle cx={336} cy={44} r={18} fill="#fff6c8" />);
    parts.push(<ellipse cx={90} cy={52} rx={34} ry={10} fill="#eef6fc" />);
  } else {
    for (let i = 0; i < 4; i++) parts.push(<ellipse cx={40 + i * 110} cy={30 + (i % 2) * 18} rx={70} ry={16} fill="#c3cad1" />);
  }
  // Far and near relief.
  switch (s.terrain) {
    case "mountains":
      parts.push(<path d={peaks(r, w, horizon, 40, 110, 5, false)} fill={c.far} />);
      parts.push(<path d={peaks(r, w, horizon, 10, 50, 7, false)} fill={c.near} />);
      break;
    case "karst":
      parts.push(karst(r, w, horizon, c.far, 1));
      parts.push(karst(r, w, horizon, c.near, 0.6));
      break;
    case "hills":
      parts.push(<path d={peaks(r, w, horizon, 14, 34, 3, true)} fill={c.far} />);
      break;
    case "desert":
      parts.push(<rect y={horizon} width={w} height={h - horizon} fill="#e3b76b" />);
      parts.push(<path d={`M0 ${horizon + 10} Q100 ${horizon - 40} 220 ${horizon + 6} T${w} ${horizon - 8} L${w} ${h} L0 ${h} Z`} fill="#d9a552" />);
      parts.push(<path d={`M0 ${h - 40} Q140 ${horizon + 10} 260 ${h - 30} T${w} ${h - 60} L${w} ${h} L0 ${h} Z`} fill="#c98f3e" />);
      break;
    case "forest": {
      parts.push(<path d={peaks(r, w, horizon, 20, 60, 4, true)} fill={c.far} />);
      parts.push(<rect y={horizon} width={w} height={h - horizon} fill="#3f6b3a" />);
      for (let i = 0; i < 3; i++) {
        const x = 60 + i * 130 + r() * 30;
        parts.push(<path d={`M${x} ${horizon + 10} L${x + 8} ${horizon - 110 - r() * 30} L${x + 26} ${horizon - 100} L${x + 30} ${horizon + 10} Z`} fill="#7d7a6e" />);
      }
      for (let row = 0; row < 3; row++) {
        for (let i = 0; i < 11; i++) {
          const x = i * 40 + (row % 2) * 18 - 10 + r() * 8;
          const y = horizon + 20 + row * 38;
          parts.push(<path d={`M${x} ${y + 24} L${x + 16} ${y - 22} L${x + 32} ${y + 24} Z`} fill={row % 2 ? "#2f5a2c" : "#24492a"} />);
        }
      }
      break;
    }
    case "plain":
      // A lake's far shore: low distant hills (the sea keeps a clean horizon).
      if (s.water === "lake") parts.push(<path d={peaks(r, w, horizon, 6, 22, 4, true)} fill={c.far} />);
      break;
    case "city": {
      for (let i = 0; i < 12; i++) {
        const bw = 22 + Math.round(r() * 20);
        const bh = 50 + Math.round(r() * 110);
        const x = i * 34 - 6;
        parts.push(<rect x={x} y={horizon - bh} width={bw} height={bh} fill={s.sky === "night" ? "#222b45" : "#8c97a8"} />);
        if (s.sky === "night") for (let j = 0; j < 5; j++) parts.push(<rect x={x + 5 + (j % 2) * 9} y={horizon - bh + 10 + j * 14} width={5} height={5} fill="#f3d27a" />);
      }
      break;
    }
    default:
      break;
  }
  if (s.landmark !== "boat") parts.push(<Landmark s={s} w={w} base={horizon} />);
  // Ground and water.
  if (s.water === "lake" || s.water === "sea") {
    parts.push(<rect y={horizon} width={w} height={h - horizon} fill={c.water} />);
    if (s.water === "lake") parts.push(<rect y={horizon} width={w} height={5} fill={c.near} />);
    for (let i = 0; i < 16; i++) {
      const y = horizon + 10 + Math.round(r() * (h - horizon - 20));
      const x = Math.round(r() * w);
      parts.push(<rect x={x} y={y} width={20 + Math.round(r() * 40)} height={2} fill={c.ripple} />);
    }
    if (s.water === "sea") {
      parts.push(<path d={`M0 ${h - 60} Q120 ${h - 82} 240 ${h - 58} T${w} ${h - 70} L${w} ${h} L0 ${h} Z`} fill="#f1dca7" />);
      parts.push(<path d={`M0 ${h - 60} Q120 ${h - 82} 240 ${h - 58} T${w} ${h - 70}`} stroke="#ffffff" stroke-width={3} fill="none" />);
      parts.push(<rect x={300} y={h - 120} width={4} height={70} fill="#7a5a3a" />);
      parts.push(<path d={`M302 ${h - 124} Q270 ${h - 128} 262 ${h - 108} M302 ${h - 124} Q334 ${h - 130} 342 ${h - 110} M302 ${h - 124} Q296 ${h - 144} 276 ${h - 146}`} stroke="#3f7a3a" stroke-width={6} fill="none" />);
    }
  } else if (s.water === "river") {
    parts.push(<rect y={horizon} width={w} height={h - horizon} fill={c.ground} />);
    parts.push(<path d={`M${w / 2 - 30} ${horizon} L${w / 2 + 30} ${horizon} L${w + 40} ${h} L-40 ${h} Z`} fill={c.water} />);
    for (let i = 0; i < 10; i++) {
      const y = horizon + 8 + Math.round(r() * (h - horizon - 16));
      const spread = ((y - horizon) / (h - horizon)) * 160 + 20;
      parts.push(<rect x={Math.round(w / 2 - spread / 2 + r() * spread * 0.5)} y={y} width={Math.round(spread * 0.4)} height={2} fill={c.ripple} />);
    }
  } else if (s.terrain !== "desert" && s.terrain !== "forest") {
    parts.push(<rect y={horizon} width={w} height={h - horizon} fill={s.terrain === "city" ? (s.sky === "night" ? "#2a2f3f" : "#9a9a94") : c.ground} />);
    if (s.terrain === "city") parts.push(<rect y={horizon + 30} width={w} height={6} fill={s.sky === "night" ? "#f3d27a" : "#e8e4d8"} />);
  }
  if (s.landmark === "boat") parts.push(<Landmark s={s} w={w} base={horizon} />);
  return <g>{parts}</g>;
}

// ---------------------------------------------------------------- fridge

/** A red "SEALED" band: what marks an unopened item. */
function Sealed({ x, y, w }: { x: number; y: number; w: number }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={11} fill="#d32f2f" />
      <T x={x + w / 2} y={y + 8.5} size={7.5} fill="#fff" weight={700} anchor="middle">
        SEALED
      </T>
    </g>
  );
}

function FridgeThing({ it, x, base }: { it: FridgeItem; x: number; base: number }): Node {
  const cx = x + 40;
  const col = it.color;
  const o = it.opened;
  let body: Node;
  const k: Container = it.container;
  switch (k) {
    case "carton":
      body = (
        <g>
          <rect x={cx - 18} y={base - 90} width={36} height={90} fill="#f5f5f5" stroke="#999" />
          <rect x={cx - 18} y={base - 60} width={36} height={34} fill={col} />
          {o ? (
            <g>
              <path d={`M${cx - 18} ${base - 90} L${cx - 26} ${base - 110} L${cx} ${base - 100} Z`} fill="#e8e8e8" stroke="#999" />
              <path d={`M${cx + 18} ${base - 90} L${cx + 26} ${base - 110} L${cx} ${base - 100} Z`} fill="#e8e8e8" stroke="#999" />
              <ellipse cx={cx} cy={base - 92} rx={12} ry={4} fill="#fffbe8" stroke="#bbb" />
            </g>
          ) : (
            <g>
              <path d={`M${cx - 18} ${base - 90} L${cx} ${base - 106} L${cx + 18} ${base - 90} Z`} fill="#e8e8e8" stroke="#999" />
              <Sealed x={cx - 18} y={base - 88} w={36} />
            </g>
          )}
        </g>
      );
      break;
    case "bottle": {
      const level = o ? 0.4 : 0.92;
      body = (
        <g>
          <rect x={cx - 14} y={base - 84} width={28} height={84} rx={6} fill="#eef6fb" stroke="#9ab" />
          <rect x={cx - 13} y={base - 84 * level} width={26} height={84 * level - 1} rx={5} fill={col} />
          <rect x={cx - 6} y={base - 100} width={12} height={16} fill="#eef6fb" stroke="#9ab" />
          {o ? <rect x={cx + 18} y={base - 9} width={14} height={9} rx={2} fill="#2e7d32" /> : <rect x={cx - 7} y={base - 108} width={14} height={9} rx={2} fill="#2e7d32" />}
          {!o && <Sealed x={cx - 14} y={base - 98} w={28} />}
        </g>
      );
      break;
    }
    case "jar": {
      const level = o ? 0.45 : 0.95;
      body = (
        <g>
          <rect x={cx - 22} y={base - 64} width={44} height={64} rx={8} fill="#f3f6f8" stroke="#9ab" />
          <rect x={cx - 21} y={base - 62 * level} width={42} height={62 * level - 1} rx={7} fill={col} />
          {o ? <ellipse cx={cx + 28} cy={base - 4} rx={13} ry={4} fill="#b0892e" /> : <rect x={cx - 23} y={base - 76} width={46} height={12} rx={3} fill="#b0892e" />}
          {!o && <Sealed x={cx - 22} y={base - 62} w={44} />}
        </g>
      );
      break;
    }
    case "cake":
      body = o ? (
        <g>
          <ellipse cx={cx} cy={base - 6} rx={36} ry={9} fill="#e0e0e0" stroke="#bbb" />
          <path d={`M${cx - 2} ${base - 24} L${cx + 26} ${base - 24} A28 13 0 1 1 ${cx - 2} ${base - 37} Z`} fill="#e2a93b" />
          <path d={`M${cx - 2} ${base - 30} L${cx + 26} ${base - 30} A28 13 0 1 1 ${cx - 2} ${base - 43} Z`} fill={col} />
          <path d={`M${cx - 2} ${base - 30} L${cx + 26} ${base - 30} L${cx + 26} ${base - 24} L${cx - 2} ${base - 24} Z`} fill="#f7dc8a" />
          <path d={`M${cx - 2} ${base - 43} L${cx - 2} ${base - 37} L${cx - 2} ${base - 24}`} stroke="#c9902e" />
          <circle cx={cx + 22} cy={base - 12} r={2} fill="#c9902e" />
          <circle cx={cx + 28} cy={base - 9} r={1.5} fill="#c9902e" />
          <rect x={cx + 14} y={base - 46} width={3} height={26} fill="#b0bec5" transform={`rotate(35 ${cx + 15} ${base - 33})`} />
        </g>
      ) : (
        <g>
          <rect x={cx - 32} y={base - 50} width={64} height={50} fill="#f7f2ea" stroke="#bbb" />
          <rect x={cx - 4} y={base - 50} width={8} height={50} fill="#e57373" />
          <ellipse cx={cx} cy={base - 30} rx={26} ry={8} fill={col} />
          <Sealed x={cx - 32} y={base - 62} w={64} />
        </g>
      );
      break;
    case "box":
      body = o ? (
        <g>
          <rect x={cx - 30} y={base - 30} width={60} height={30} fill={col} stroke="#8d6e3f" />
          <path d={`M${cx - 30} ${base - 30} L${cx - 24} ${base - 62} L${cx + 36} ${base - 62} L${cx + 30} ${base - 30} Z`} fill="#f1e0b8" stroke="#8d6e3f" />
          <circle cx={cx - 16} cy={base - 30} r={7} fill="#fff7e6" />
          <circle cx={cx + 14} cy={base - 30} r={7} fill="#fff7e6" />
        </g>
      ) : (
        <g>
          <rect x={cx - 30} y={base - 34} width={60} height={34} fill={col} stroke="#8d6e3f" />
          <Sealed x={cx - 30} y={base - 26} w={60} />
        </g>
      );
      break;
    case "tub":
      body = (
        <g>
          <path d={`M${cx - 24} ${base - 40} L${cx + 24} ${base - 40} L${cx + 19} ${base} L${cx - 19} ${base} Z`} fill={col} />
          {o ? (
            <g>
              <path d={`M${cx - 24} ${base - 40} L${cx + 2} ${base - 40} L${cx - 14} ${base - 66} Z`} fill="#cfd8dc" stroke="#90a4ae" />
              <rect x={cx + 6} y={base - 70} width={4} height={34} fill="#b0bec5" transform={`rotate(20 ${cx + 8} ${base - 50})`} />
            </g>
          ) : (
            <g>
              <rect x={cx - 25} y={base - 44} width={50} height={5} fill="#cfd8dc" />
              <Sealed x={cx - 20} y={base - 30} w={40} />
            </g>
          )}
        </g>
      );
      break;
    case "can":
      body = (
        <g>
          <rect x={cx - 14} y={base - 52} width={28} height={52} rx={3} fill={col} />
          <ellipse cx={cx} cy={base - 52} rx={14} ry={4} fill="#cfd8dc" />
          {o ? <ellipse cx={cx + 4} cy={base - 52} rx={4} ry={2} fill="#222" /> : <Sealed x={cx - 14} y={base - 34} w={28} />}
        </g>
      );
      break;
    case "bag":
      body = o ? (
        <g>
          <path d={`M${cx - 26} ${base} L${cx - 22} ${base - 34} L${cx + 22} ${base - 34} L${cx + 26} ${base} Z`} fill={col} />
          <path d={`M${cx - 22} ${base - 34} L${cx - 12} ${base - 46} L${cx + 12} ${base - 40} L${cx + 22} ${base - 34}`} fill="#fff3f5" stroke="#aaa" />
          <rect x={cx - 8} y={base - 40} width={16} height={6} fill="#1976d2" />
        </g>
      ) : (
        <g>
          <rect x={cx - 26} y={base - 48} width={52} height={48} rx={4} fill={col} />
          <rect x={cx - 26} y={base - 52} width={52} height={6} fill="#ddd" />
          <Sealed x={cx - 26} y={base - 30} w={52} />
        </g>
      );
      break;
  }
  return (
    <g>
      {body}
      <rect x={x + 4} y={base + 6} width={72} height={15} rx={3} fill="#ffffff" stroke="#cfd8dc" />
      <T x={cx} y={base + 17} size={9.5} anchor="middle" weight={500}>
        {it.name}
      </T>
    </g>
  );
}

function Fridge({ s, w, h }: { s: FridgeScene; w: number; h: number }) {
  const rows = s.shelves.length;
  const rowH = (h - 40) / rows;
  const parts: Node[] = [<rect width={w} height={h} fill="#b0bcc4" />, <rect x={14} y={14} width={w - 28} height={h - 28} rx={6} fill="#eef3f6" />, <rect x={w / 2 - 40} y={18} width={80} height={6} rx={3} fill="#fffde7" />];
  s.shelves.forEach((shelf, i) => {
    const base = Math.round(30 + (i + 1) * rowH - 32);
    parts.push(<rect x={14} y={base + 26} width={w - 28} height={5} fill="#cfe3ec" stroke="#a9c4d0" />);
    shelf.forEach((it, j) => parts.push(<FridgeThing it={it} x={20 + j * Math.floor((w - 40) / shelf.length)} base={base} />));
  });
  return <g>{parts}</g>;
}

// ---------------------------------------------------------------- menu

function Chili({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <path d={`M${x} ${y} Q${x + 2} ${y + 9} ${x + 9} ${y + 8} Q${x + 4} ${y + 4} ${x + 3} ${y - 1} Z`} fill="#d32f2f" />
      <rect x={x + 1} y={y - 3} width={3} height={3} fill="#388e3c" />
    </g>
  );
}

function Menu({ s, w, h }: { s: MenuScene; w: number; h: number }) {
  const parts: Node[] = [<rect width={w} height={h} fill="#6d4c36" />, <rect x={12} y={10} width={w - 24} height={h - 20} fill="#fbf4e4" />, <rect x={18} y={16} width={w - 36} height={h - 32} fill="none" stroke="#b23a2a" stroke-width={1.5} />];
  parts.push(
    <T x={w / 2} y={40} size={17} anchor="middle" weight={700} fill="#8e2a1c">
      {s.restaurant}
    </T>,
  );
  let y = 62;
  for (const sec of s.sections) {
    parts.push(
      <T x={28} y={y} size={10.5} weight={700} fill="#b23a2a">
        {sec.title.toUpperCase()}
      </T>,
    );
    y += 17;
    for (const d of sec.dishes) {
      parts.push(
        <T x={30} y={y} size={10.5}>
          {d.name}
        </T>,
      );
      // Chilis in their own column, left of the price.
      for (let i = 0; i < d.spicy; i++) parts.push(<Chili x={w - 100 + i * 11} y={y - 8} />);
      parts.push(
        <T x={w - 28} y={y} size={10.5} anchor="end">
          {`¥${d.price}`}
        </T>,
      );
      y += 17;
    }
    y += 5;
  }
  parts.push(<Chili x={30} y={h - 34} />);
  parts.push(
    <T x={44} y={h - 26} size={9} fill="#555">
      = spicy (more chilis, hotter)
    </T>,
  );
  return <g>{parts}</g>;
}

// ---------------------------------------------------------------- work orders

function Equipment({ kind }: { kind: WorkOrderScene["equipment"] }): Node {
  switch (kind) {
    case "valve":
      return (
        <g>
          <rect x={0} y={150} width={260} height={26} fill="#78909c" />
          <rect x={110} y={138} width={40} height={50} fill="#546e7a" />
          <rect x={127} y={106} width={6} height={32} fill="#37474f" />
          <ellipse cx={130} cy={104} rx={30} ry={7} fill="#c62828" />
          <ellipse cx={150} cy={200} rx={30} ry={5} fill="#90caf9" />
        </g>
      );
    case "cabinet":
      return (
        <g>
          <rect x={60} y={50} width={150} height={190} fill="#b0bec5" stroke="#607d8b" stroke-width={3} />
          <rect x={134} y={54} width={2} height={182} fill="#607d8b" />
          <path d={`M110 90 L98 116 L112 116 L100 142`} stroke="#f9a825" stroke-width={5} fill="none" />
          <rect x={70} y={60} width={56} height={20} fill="#fdd835" />
          <circle cx={190} cy={146} r={4} fill="#37474f" />
        </g>
      );
    case "light":
      return (
        <g>
          <rect x={0} y={0} width={400} height={30} fill="#e0e0e0" />
          <rect x={70} y={30} width={140} height={14} fill="#9e9e9e" />
          <rect x={78} y={44} width={124} height={8} fill="#fff59d" opacity={0.6} />
          <path d="M120 60 L110 90 M160 60 L172 92" stroke="#616161" stroke-width={2} />
        </g>
      );
    case "duct":
      return (
        <g>
          <rect x={0} y={40} width={300} height={60} fill="#b0bec5" stroke="#78909c" stroke-width={3} />
          {[40, 100, 160, 220].map((x) => (
            <rect x={x} y={40} width={4} height={60} fill="#78909c" />
          ))}
          <rect x={120} y={100} width={60} height={30} fill="#90a4ae" />
        </g>
      );
  }
}

const TAG = {
  open: { label: "OPEN", bg: "#d32f2f", card: "#fff3e0" },
  completed: { label: "COMPLETED", bg: "#2e7d32", card: "#e8f5e9" },
  cancelled: { label: "CANCELLED", bg: "#757575", card: "#eeeeee" },
} as const;

function WorkOrder({ s, w, h }: { s: WorkOrderScene; w: number; h: number }) {
  const tag = TAG[s.status];
  const tx = 248;
  const ty = 70;
  return (
    <g>
      <rect width={w} height={h} fill="#d7cfc2" />
      <rect y={h - 60} width={w} height={60} fill="#a1998c" />
      <Equipment kind={s.equipment} />
      <path d={`M${tx + 60} ${ty - 40} L${tx + 60} ${ty}`} stroke="#555" stroke-width={1.5} />
      <rect x={tx} y={ty} width={120} height={150} rx={6} fill={tag.card} stroke="#795548" stroke-width={2} />
      <circle cx={tx + 60} cy={ty + 10} r={4} fill="#d7cfc2" stroke="#795548" />
      <T x={tx + 60} y={ty + 32} size={13} anchor="middle" weight={700}>
        {s.orderNo}
      </T>
      <T x={tx + 60} y={ty + 48} size={9.5} anchor="middle" fill="#444">
        {s.site}
      </T>
      <T x={tx + 60} y={ty + 62} size={9} anchor="middle" fill="#444">
        {s.issue}
      </T>
      <rect x={tx + 8} y={ty + 78} width={104} height={34} rx={4} fill={tag.bg} />
      <T x={tx + 60} y={ty + 100} size={s.status === "open" ? 16 : 13} anchor="middle" weight={700} fill="#fff">
        {tag.label}
      </T>
      {s.status === "open" && (
        <T x={tx + 60} y={ty + 134} size={9} anchor="middle" fill="#b71c1c">
          Pending repair
        </T>
      )}
      {s.status === "completed" && <path d={`M${tx + 44} ${ty + 128} L${tx + 56} ${ty + 140} L${tx + 78} ${ty + 118}`} stroke="#2e7d32" stroke-width={4} fill="none" />}
      {s.status === "cancelled" && <path d={`M${tx + 6} ${ty + 122} L${tx + 114} ${ty + 42}`} stroke="#757575" stroke-width={3} />}
    </g>
  );
}

// ---------------------------------------------------------------- receipts

const money = (n: number) => n.toFixed(2);

function Receipt({ s, w, h }: { s: ReceiptScene; w: number; h: number }) {
  const px = 40;
  const pw = w - 80;
  const rows: Node[] = [];
  let y = 130;
  for (const it of s.items) {
    rows.push(
      <T x={px + 14} y={y} size={11}>
        {it.name}
      </T>,
    );
    rows.push(
      <T x={px + pw - 14} y={y} size={11} anchor="end">
        {money(it.amount)}
      </T>,
    );
    y += 20;
  }
  const bottom = Math.min(h - 30, y + 90);
  let zig = `M${px} ${bottom}`;
  for (let x = px; x < px + pw; x += 10) zig += ` L${x + 5} ${bottom + 6} L${x + 10} ${bottom}`;
  return (
    <g>
      <rect width={w} height={h} fill="#4e5b61" />
      <rect x={px} y={24} width={pw} height={bottom - 24} fill="#fdfdf8" />
      <path d={`${zig} Z`} fill="#fdfdf8" />
      <T x={w / 2} y={56} size={14} anchor="middle" weight={700}>
        {s.merchant}
      </T>
      <T x={w / 2} y={74} size={9.5} anchor="middle" fill="#555">
        RECEIPT
      </T>
      <T x={w / 2} y={92} size={9.5} anchor="middle" fill="#555">
        {s.printed}
      </T>
      <path d={`M${px + 10} 106 L${px + pw - 10} 106`} stroke="#888" stroke-dasharray="3 3" />
      {rows}
      <path d={`M${px + 10} ${y} L${px + pw - 10} ${y}`} stroke="#888" stroke-dasharray="3 3" />
      <T x={px + 14} y={y + 24} size={13} weight={700}>
        TOTAL
      </T>
      <T x={px + pw - 14} y={y + 24} size={13} weight={700} anchor="end">
        {`¥${money(s.total)}`}
      </T>
      <T x={w / 2} y={y + 56} size={9} anchor="middle" fill="#777">
        Thank you!
      </T>
    </g>
  );
}

// ---------------------------------------------------------------- screenshots

function Screenshot({ s, w, h }: { s: ScreenshotScene; w: number; h: number }) {
  const parts: Node[] = [<rect width={w} height={h} fill="#f5f5f5" />, <rect width={w} height={14} fill="#e0e0e0" />, <T x={8} y={10} size={7}>09:41</T>];
  const bar = s.app === "chat" ? "#ededed" : s.app === "map" ? "#ffffff" : s.app === "ticket" ? "#1e88e5" : "#ffffff";
  parts.push(<rect y={14} width={w} height={30} fill={bar} />);
  parts.push(
    <T x={w / 2} y={34} size={9.5} anchor="middle" weight={500} fill={s.app === "ticket" ? "#fff" : "#222"}>
      {s.title}
    </T>,
  );
  if (s.app === "chat") {
    s.lines.forEach((line, i) => {
      const me = line.startsWith("Me:");
      const text = line.replace(/^[^:]+:\s*/, "");
      const bw = Math.min(w - 50, text.length * 4.6 + 16);
      const y = 60 + i * 38;
      parts.push(<rect x={me ? w - 14 - 20 - bw : 34} y={y} width={bw} height={22} rx={4} fill={me ? "#95ec69" : "#ffffff"} />);
      parts.push(<rect x={me ? w - 28 : 8} y={y} width={20} height={20} rx={3} fill={me ? "#7e57c2" : "#26a69a"} />);
      parts.push(
        <T x={me ? w - 34 - bw + 8 : 42} y={y + 14} size={8}>
          {text}
        </T>,
      );
    });
  } else if (s.app === "map") {
    parts.push(<rect y={44} width={w} height={h - 120} fill="#e8eadf" />);
    for (let i = 0; i < 6; i++) parts.push(<rect x={0} y={70 + i * 50} width={w} height={6} fill="#fff" />);
    for (let i = 0; i < 4; i++) parts.push(<rect x={20 + i * 55} y={44} width={6} height={h - 120} fill="#fff" />);
    parts.push(<path d={`M30 ${h - 110} L30 220 L140 220 L140 100`} stroke="#1a73e8" stroke-width={5} fill="none" />);
    parts.push(<circle cx={140} cy={96} r={7} fill="#d93025" />);
    s.lines.forEach((line, i) => parts.push(<T x={14} y={h - 52 + i * 16} size={i ? 8 : 10} weight={i ? undefined : 700}>{line}</T>));
  } else if (s.app === "ticket") {
    parts.push(<rect x={12} y={60} width={w - 24} height={120} rx={8} fill="#ffffff" stroke="#bbdefb" />);
    s.lines.forEach((line, i) => parts.push(<T x={24} y={86 + i * 24} size={i ? 9 : 10} weight={i ? undefined : 700}>{line}</T>));
  } else {
    s.lines.forEach((line, i) => {
      parts.push(<rect y={56 + i * 34} width={w} height={33} fill="#fff" />);
      parts.push(<T x={16} y={76 + i * 34} size={9}>{line}</T>);
    });
  }
  return <g>{parts}</g>;
}

// ---------------------------------------------------------------- everyday photos

function Still({ s, w, h }: { s: StillScene; w: number; h: number }) {
  const r = rngOf(s.seed);
  switch (s.subject) {
    case "cat":
      return (
        <g>
          <rect width={w} height={h} fill="#cfb8a0" />
          <rect y={h * 0.45} width={w} height={h * 0.55} fill="#7b5e57" />
          <ellipse cx={w / 2} cy={h * 0.68} rx={90} ry={48} fill="#f0a04b" />
          <circle cx={w / 2 + 70} cy={h * 0.5} r={38} fill="#f0a04b" />
          <path d={`M${w / 2 + 40} ${h * 0.42} L${w / 2 + 46} ${h * 0.28} L${w / 2 + 64} ${h * 0.38} Z M${w / 2 + 80} ${h * 0.37} L${w / 2 + 98} ${h * 0.27} L${w / 2 + 102} ${h * 0.42} Z`} fill="#e08a30" />
          <circle cx={w / 2 + 58} cy={h * 0.49} r={4} fill="#222" />
          <circle cx={w / 2 + 84} cy={h * 0.49} r={4} fill="#222" />
          <path d={`M${w / 2 - 86} ${h * 0.7} Q${w / 2 - 140} ${h * 0.6} ${w / 2 - 120} ${h * 0.86}`} stroke="#f0a04b" stroke-width={14} fill="none" />
        </g>
      );
    case "dog":
      return (
        <g>
          <rect width={w} height={h} fill="#9ccc65" />
          <rect y={h * 0.7} width={w} height={h * 0.3} fill="#7cb342" />
          <ellipse cx={w / 2} cy={h * 0.72} rx={80} ry={50} fill="#f5deb3" />
          <circle cx={w / 2} cy={h * 0.45} r={56} fill="#f5deb3" />
          <ellipse cx={w / 2 - 52} cy={h * 0.45} rx={16} ry={34} fill="#c19a6b" />
          <ellipse cx={w / 2 + 52} cy={h * 0.45} rx={16} ry={34} fill="#c19a6b" />
          <circle cx={w / 2 - 20} cy={h * 0.42} r={6} fill="#222" />
          <circle cx={w / 2 + 20} cy={h * 0.42} r={6} fill="#222" />
          <ellipse cx={w / 2} cy={h * 0.5} rx={10} ry={7} fill="#3e2723" />
        </g>
      );
    case "coffee":
      return (
        <g>
          <rect width={w} height={h} fill="#8d6e63" />
          <ellipse cx={w / 2} cy={h / 2 + 10} rx={120} ry={80} fill="#fafafa" />
          <circle cx={w / 2} cy={h / 2} r={70} fill="#fafafa" stroke="#ddd" stroke-width={4} />
          <circle cx={w / 2} cy={h / 2} r={56} fill="#b07a4a" />
          <path d={`M${w / 2} ${h / 2 + 30} C${w / 2 - 40} ${h / 2 - 10} ${w / 2 - 14} ${h / 2 - 40} ${w / 2} ${h / 2 - 14} C${w / 2 + 14} ${h / 2 - 40} ${w / 2 + 40} ${h / 2 - 10} ${w / 2} ${h / 2 + 30} Z`} fill="#f3e3cf" />
          <rect x={w / 2 + 66} y={h / 2 - 12} width={34} height={22} rx={10} fill="#fafafa" stroke="#ddd" stroke-width={3} />
        </g>
      );
    case "flowers": {
      const f: Node[] = [<rect width={w} height={h} fill="#a5d6f7" />, <rect y={h * 0.55} width={w} height={h * 0.45} fill="#66bb6a" />];
      const colours = ["#e53935", "#fdd835", "#ec407a", "#ff7043", "#ab47bc"];
      for (let i = 0; i < 14; i++) {
        const x = 14 + i * 28 + r() * 8;
        const top = h * 0.35 + r() * 60;
        f.push(<rect x={x} y={top} width={3} height={h - top} fill="#2e7d32" />);
        f.push(<path d={`M${x - 10} ${top} Q${x + 1} ${top - 34} ${x + 13} ${top} Q${x + 1} ${top + 16} ${x - 10} ${top} Z`} fill={colours[i % colours.length]} />);
      }
      return <g>{f}</g>;
    }
    case "cake":
      return (
        <g>
          <rect width={w} height={h} fill="#3e2f5b" />
          <ellipse cx={w / 2} cy={h * 0.78} rx={140} ry={30} fill="#eeeeee" />
          <rect x={w / 2 - 100} y={h * 0.5} width={200} height={h * 0.26} fill="#f8bbd0" />
          <ellipse cx={w / 2} cy={h * 0.5} rx={100} ry={22} fill="#fce4ec" />
          <ellipse cx={w / 2} cy={h * 0.76} rx={100} ry={22} fill="#f48fb1" />
          {[-50, -17, 17, 50].map((dx) => (
            <g>
              <rect x={w / 2 + dx - 3} y={h * 0.3} width={6} height={h * 0.2} fill="#90caf9" />
              <ellipse cx={w / 2 + dx} cy={h * 0.27} rx={5} ry={9} fill="#ffca28" />
            </g>
          ))}
        </g>
      );
  }
}

function SceneBody({ scene, w, h }: { scene: Scene; w: number; h: number }): Node {
  switch (scene.kind) {
    case "landscape":
      return <Landscape s={scene} w={w} h={h} />;
    case "fridge":
      return <Fridge s={scene} w={w} h={h} />;
    case "menu":
      return <Menu s={scene} w={w} h={h} />;
    case "workorder":
      return <WorkOrder s={scene} w={w} h={h} />;
    case "receipt":
      return <Receipt s={scene} w={w} h={h} />;
    case "screenshot":
      return <Screenshot s={scene} w={w} h={h} />;
    case "still":
      return <Still s={scene} w={w} h={h} />;
  }
}

interface PhotoImageProps {
  photo: Pick<Photo, "id" | "width" | "height" | "scene">;
  fit?: "cover" | "contain";
  testId?: string;
  class?: string;
}

function drawPhoto({ photo, fit = "cover", testId, class: cls }: PhotoImageProps) {
  const { w, h } = canvasOf(photo);
  // Cropped thumbnails are small: their text is drawn as bars. The full view draws real text.
  const thumb = fit === "cover";
  return (
    <svg
      class={`mg-photo ${cls ?? ""}`}
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio={thumb ? "xMidYMid slice" : "xMidYMid meet"}
      role="img"
      aria-label="Photo"
      data-testid={testId}
      data-photo={photo.id}
    >
      <Thumbnail.Provider value={thumb}>
        <SceneBody scene={photo.scene} w={w} h={h} />
      </Thumbnail.Provider>
    </svg>
  );
}

/**
 * A photo drawn as SVG. `fit="cover"` crops to fill its box (thumbnails), `fit="contain"`
 * letterboxes (viewer). The element fills its parent; size it with CSS.
 *
 * The drawing is a pure function of the props and the state is immutable (a changed photo is a
 * new object), so a re-render with the same photo object skips the whole SVG: scrolling and
 * selecting in a grid do not redraw its thumbnails.
 */
export class PhotoImage extends Component<PhotoImageProps> {
  override shouldComponentUpdate(next: PhotoImageProps): boolean {
    const p = this.props;
    return next.photo !== p.photo || next.fit !== p.fit || next.testId !== p.testId || next.class !== p.class;
  }

  override render() {
    return drawPhoto(this.props);
  }
}
