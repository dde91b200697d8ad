/**
 * Writes the demo images under public/demo/: products/<category>-<n>.png (480×360), stores/<slug>.png
 * (480×360) and banners/<n>.png (1200×400), each with the WebP copies an upload gets (`<name>-<width>w.webp`,
 * the server's encoder, so the demo catalogue is responsive too). Flat illustrations drawn with signed distance functions over a soft
 * gradient, one motif per category; deterministic (no randomness, no network), so re-running it reproduces the
 * same files. Run with: npx tsx scripts/generate-demo-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import type { CategorySlug } from '../server/db/seed/categories';
import { CATEGORIES } from '../server/db/seed/categories';
import { BANNER_COUNT, PRODUCT_IMAGE_VARIANTS } from '../server/db/seed/images';
import { STORES } from '../server/db/seed/stores';
import { encodeVariants } from '../server/services/catalogue/uploads';
import { imageVariantUrl } from '../src/domain/image/responsive';

type RGB = readonly [number, number, number];
type Box = readonly [x0: number, y0: number, x1: number, y1: number];

/** A shape: its signed distance in pixels (negative inside) and a bounding box that contains it. */
interface Shape {
  d: (x: number, y: number) => number;
  box: Box;
}

/** A layer of an illustration: shape, colour and opacity. */
type Layer = readonly [shape: Shape, color: RGB, alpha?: number];

const hex = (value: string): RGB => {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const WHITE = hex('#ffffff');
const INK = hex('#2b2d42');

// ---------------------------------------------------------------------------------------------- shapes

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

const circle = (cx: number, cy: number, r: number): Shape => ({
  d: (x, y) => Math.hypot(x - cx, y - cy) - r,
  box: [cx - r, cy - r, cx + r, cy + r],
});

const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => ({
  d: (x, y) => (Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry),
  box: [cx - rx, cy - ry, cx + rx, cy + ry],
});

/** Rectangle centred at (cx, cy) with half sizes hw, hh and corner radius r. */
const rect = (cx: number, cy: number, hw: number, hh: number, r = 0): Shape => ({
  d: (x, y) => {
    const qx = Math.abs(x - cx) - hw + r;
    const qy = Math.abs(y - cy) - hh + r;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  },
  box: [cx - hw, cy - hh, cx + hw, cy + hh],
});

const capsule = (ax: number, ay: number, bx: number, by: number, r: number): Shape => ({
  d: (x, y) => {
    const px = x - ax;
    const py = y - ay;
    const vx = bx - ax;
    const vy = by - ay;
    const h = clamp((px * vx + py * vy) / (vx * vx + vy * vy || 1), 0, 1);
    return Math.hypot(px - vx * h, py - vy * h) - r;
  },
  box: [Math.min(ax, bx) - r, Math.min(ay, by) - r, Math.max(ax, bx) + r, Math.max(ay, by) + r],
});

/** Polygon (any simple polygon), optionally with rounded corners. */
const polygon = (points: ReadonlyArray<readonly [number, number]>, round = 0): Shape => {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    d: (x, y) => {
      const first = points[0] as readonly [number, number];
      let best = (x - first[0]) ** 2 + (y - first[1]) ** 2;
      let sign = 1;
      for (let i = 0, j = points.length - 1; i < points.length; j = i, i++) {
        const [ix, iy] = points[i] as readonly [number, number];
        const [jx, jy] = points[j] as readonly [number, number];
        const ex = jx - ix;
        const ey = jy - iy;
        const wx = x - ix;
        const wy = y - iy;
        const h = clamp((wx * ex + wy * ey) / (ex * ex + ey * ey || 1), 0, 1);
        best = Math.min(best, (wx - ex * h) ** 2 + (wy - ey * h) ** 2);
        const c1 = y >= iy;
        const c2 = y < jy;
        const c3 = ex * wy > ey * wx;
        if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) sign = -sign;
      }
      return sign * Math.sqrt(best) - round;
    },
    box: [Math.min(...xs) - round, Math.min(...ys) - round, Math.max(...xs) + round, Math.max(...ys) + round],
  };
};

const union = (...shapes: Shape[]): Shape => ({
  d: (x, y) => Math.min(...shapes.map((s) => s.d(x, y))),
  box: [
    Math.min(...shapes.map((s) => s.box[0])),
    Math.min(...shapes.map((s) => s.box[1])),
    Math.max(...shapes.map((s) => s.box[2])),
    Math.max(...shapes.map((s) => s.box[3])),
  ],
});

const subtract = (a: Shape, b: Shape): Shape => ({
  d: (x, y) => Math.max(a.d(x, y), -b.d(x, y)),
  box: a.box,
});
const intersect = (a: Shape, b: Shape): Shape => ({
  d: (x, y) => Math.max(a.d(x, y), b.d(x, y)),
  box: a.box,
});
const ring = (cx: number, cy: number, r: number, thickness: number): Shape => ({
  d: (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - thickness / 2,
  box: [cx - r - thickness, cy - r - thickness, cx + r + thickness, cy + r + thickness],
});

/** Rotates a shape by `angle` radians around (px, py). */
const rotate = (shape: Shape, angle: number, px: number, py: number): Shape => {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const [x0, y0, x1, y1] = shape.box;
  const radius = Math.max(
    Math.hypot(x0 - px, y0 - py),
    Math.hypot(x1 - px, y1 - py),
    Math.hypot(x0 - px, y1 - py),
    Math.hypot(x1 - px, y0 - py),
  );
  return {
    d: (x, y) => {
      const dx = x - px;
      const dy = y - py;
      return shape.d(px + dx * cos + dy * sin, py - dx * sin + dy * cos);
    },
    box: [px - radius, py - radius, px + radius, py + radius],
  };
};

const star = (cx: number, cy: number, outer: number, inner: number, points: number, turn = 0): Shape =>
  polygon(
    Array.from({ length: points * 2 }, (_, i) => {
      const r = i % 2 === 0 ? outer : inner;
      const a = turn - Math.PI / 2 + (i * Math.PI) / points;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
    }),
  );

/** Regular polygon with `sides` corners, one pointing up. */
const regular = (cx: number, cy: number, r: number, sides: number): Shape =>
  polygon(
    Array.from({ length: sides }, (_, i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / sides;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
    }),
  );

// ---------------------------------------------------------------------------------------------- canvas

class Canvas {
  readonly pixels: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3);
  }

  /**
   * Vertical two-colour gradient. Rows are uniform on purpose: PNG's "up" filter then turns most of the
   * background into zeros, which is what keeps each file small.
   */
  gradient(from: RGB, to: RGB): void {
    const { width, height } = this;
    for (let y = 0; y < height; y++) {
      const t = y / (height - 1);
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c++)
          this.pixels[i + c] = (from[c] as number) + ((to[c] as number) - (from[c] as number)) * t;
      }
    }
  }

  /** Paints a shape; `soft` is the width of the edge in pixels (1 = anti-aliased, larger = blurred shadow). */
  fill(shape: Shape, color: RGB, alpha = 1, soft = 1): void {
    const pad = soft + 1;
    const x0 = Math.max(0, Math.floor(shape.box[0] - pad));
    const y0 = Math.max(0, Math.floor(shape.box[1] - pad));
    const x1 = Math.min(this.width - 1, Math.ceil(shape.box[2] + pad));
    const y1 = Math.min(this.height - 1, Math.ceil(shape.box[3] + pad));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const coverage = clamp(0.5 - shape.d(x + 0.5, y + 0.5) / soft, 0, 1) * alpha;
        if (coverage <= 0) continue;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) {
          const old = this.pixels[i + c] as number;
          this.pixels[i + c] = old + ((color[c] as number) - old) * coverage;
        }
      }
    }
  }

  draw(layers: readonly Layer[], shadow = true): void {
    const first = layers[0];
    if (shadow && first) {
      const [x0, , x1, y1] = first[0].box;
      const w = (x1 - x0) / 2;
      this.fill(ellipse((x0 + x1) / 2, y1 + w * 0.08, w * 0.8, Math.max(6, w * 0.12)), INK, 0.16, 14);
    }
    for (const [shape, color, alpha] of layers) this.fill(shape, color, alpha ?? 1);
  }

  toPng(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    for (let p = 0, q = 0; p < this.pixels.length; p += 3, q += 4) {
      png.data[q] = Math.round(clamp(this.pixels[p] as number, 0, 255));
      png.data[q + 1] = Math.round(clamp(this.pixels[p + 1] as number, 0, 255));
      png.data[q + 2] = Math.round(clamp(this.pixels[p + 2] as number, 0, 255));
      png.data[q + 3] = 255;
    }
    return PNG.sync.write(png, { colorType: 2, deflateLevel: 9, deflateStrategy: 1 });
  }
}

// ---------------------------------------------------------------------------------------------- motifs

/** A motif draws itself centred at (x, y) with unit size s (about the radius of the object). */
type Motif = (x: number, y: number, s: number, tone: number) => Layer[];

const pick = <T>(list: readonly T[], tone: number): T => list[tone % list.length] as T;

const laranja: Motif = (x, y, s) => [
  [circle(x, y, s), hex('#f28c28')],
  [circle(x - s * 0.35, y - s * 0.35, s * 0.28), WHITE, 0.25],
  [capsule(x, y - s * 0.95, x + s * 0.05, y - s * 1.2, s * 0.05), hex('#6b4226')],
  [
    rotate(ellipse(x + s * 0.32, y - s * 1.12, s * 0.3, s * 0.12), -0.5, x + s * 0.32, y - s * 1.12),
    hex('#3a9d4a'),
  ],
];

const tomate: Motif = (x, y, s) => [
  [ellipse(x, y, s * 1.08, s * 0.92), hex('#e63946')],
  [ellipse(x - s * 0.4, y - s * 0.3, s * 0.25, s * 0.16), WHITE, 0.3],
  [star(x, y - s * 0.8, s * 0.42, s * 0.14, 5), hex('#2d8a3e')],
];

const cenoura: Motif = (x, y, s) => {
  const body = rotate(
    polygon(
      [
        [x - s * 0.38, y - s * 0.7],
        [x + s * 0.38, y - s * 0.7],
        [x, y + s * 1.15],
      ],
      s * 0.1,
    ),
    0.35,
    x,
    y,
  );
  const leaves = [-0.5, 0, 0.5].map((a) =>
    rotate(ellipse(x, y - s * 1.15, s * 0.13, s * 0.42), a + 0.35, x + s * 0.28, y - s * 0.75),
  );
  return [
    [body, hex('#f77f00')],
    ...leaves.map((leaf): Layer => [leaf, hex('#3a9d4a')]),
    ...[0, 1, 2].map(
      (i): Layer => [
        rotate(
          capsule(
            x - s * 0.22,
            y - s * 0.25 + i * s * 0.35,
            x + s * 0.05,
            y - s * 0.25 + i * s * 0.35,
            s * 0.03,
          ),
          0.35,
          x,
          y,
        ),
        hex('#c75a00'),
      ],
    ),
  ];
};

const queijo: Motif = (x, y, s) => {
  const front = polygon([
    [x - s * 1.1, y + s * 0.1],
    [x + s * 1.1, y - s * 0.3],
    [x + s * 1.1, y + s * 0.6],
    [x - s * 1.1, y + s * 0.6],
  ]);
  const top = polygon([
    [x - s * 1.1, y + s * 0.1],
    [x + s * 0.2, y - s * 0.75],
    [x + s * 1.1, y - s * 0.3],
  ]);
  const holes = [
    [-0.6, 0.35, 0.14],
    [0.1, 0.3, 0.18],
    [0.7, 0.15, 0.12],
    [0.55, 0.45, 0.08],
  ].map(([dx, dy, r]) => circle(x + (dx as number) * s, y + (dy as number) * s, (r as number) * s));
  return [
    [front, hex('#f4b942')],
    [top, hex('#fcd872')],
    ...holes.map((h): Layer => [intersect(h, front), hex('#d9962b')]),
  ];
};

const peixe: Motif = (x, y, s) => [
  [
    union(
      ellipse(x + s * 0.15, y, s * 0.95, s * 0.5),
      polygon(
        [
          [x - s * 0.65, y],
          [x - s * 1.25, y - s * 0.45],
          [x - s * 1.25, y + s * 0.45],
        ],
        s * 0.04,
      ),
    ),
    hex('#4f8fc0'),
  ],
  [ellipse(x + s * 0.25, y + s * 0.18, s * 0.6, s * 0.2), hex('#a8d0ec')],
  [
    polygon([
      [x - s * 0.05, y - s * 0.45],
      [x + s * 0.35, y - s * 0.45],
      [x - s * 0.2, y - s * 0.78],
    ]),
    hex('#3c77a5'),
  ],
  [circle(x + s * 0.72, y - s * 0.1, s * 0.11), WHITE],
  [circle(x + s * 0.74, y - s * 0.1, s * 0.055), INK],
];

const pastel: Motif = (x, y, s) => {
  const crimps = Array.from({ length: 11 }, (_, i) =>
    circle(x - s * 1.05 + i * s * 0.21, y + s * 0.62, s * 0.09),
  );
  return [
    [rect(x, y, s * 1.15, s * 0.65, s * 0.18), hex('#e9a23b')],
    [union(...crimps), hex('#c9812a')],
    [rect(x, y - s * 0.05, s * 0.95, s * 0.45, s * 0.14), hex('#f5c15d')],
    ...[
      [-0.5, -0.1],
      [0.3, -0.2],
      [0.6, 0.15],
      [-0.1, 0.2],
    ].map(
      ([dx, dy]): Layer => [circle(x + (dx as number) * s, y + (dy as number) * s, s * 0.07), hex('#fbe3a4')],
    ),
  ];
};

const paoDeQueijo: Motif = (x, y, s) =>
  [
    [-0.6, 0.25],
    [0.6, 0.25],
    [0, 0.3],
    [-0.3, -0.25],
    [0.32, -0.25],
  ].flatMap(([dx, dy]): Layer[] => {
    const cx = x + (dx as number) * s;
    const cy = y + (dy as number) * s;
    return [
      [circle(cx, cy, s * 0.42), hex('#e3a94b')],
      [circle(cx - s * 0.05, cy - s * 0.04, s * 0.34), hex('#f3c873')],
      [circle(cx - s * 0.14, cy - s * 0.14, s * 0.1), WHITE, 0.4],
    ];
  });

const doce: Motif = (x, y, s) => [
  [rect(x, y + s * 0.15, s * 0.7, s * 0.8, s * 0.2), hex('#f4efe6')],
  [rect(x, y + s * 0.3, s * 0.62, s * 0.58, s * 0.16), hex('#a0622d')],
  [rect(x, y - s * 0.75, s * 0.8, s * 0.2, s * 0.06), hex('#d62839')],
  ...[-0.5, -0.1, 0.3, 0.7].map((dx): Layer => [circle(x + (dx - 0.1) * s, y - s * 0.75, s * 0.07), WHITE]),
  [rect(x, y + s * 0.25, s * 0.45, s * 0.22, s * 0.05), hex('#fff7e0')],
];

const garrafa: Motif = (x, y, s, tone) => [
  [
    union(
      rect(x, y + s * 0.3, s * 0.45, s * 0.75, s * 0.18),
      ellipse(x, y - s * 0.35, s * 0.45, s * 0.3),
      rect(x, y - s * 0.75, s * 0.16, s * 0.35, s * 0.05),
    ),
    pick([hex('#4caf50'), hex('#2a9d8f')], tone),
  ],
  [rect(x, y - s * 1.1, s * 0.2, s * 0.1, s * 0.03), hex('#d62839')],
  [rect(x, y + s * 0.35, s * 0.45, s * 0.28), hex('#fff4d6')],
  [rect(x - s * 0.28, y + s * 0.1, s * 0.05, s * 0.55, s * 0.05), WHITE, 0.35],
];

const copoDeCaldo: Motif = (x, y, s) => {
  const glass = polygon(
    [
      [x - s * 0.6, y - s * 0.85],
      [x + s * 0.6, y - s * 0.85],
      [x + s * 0.45, y + s * 0.95],
      [x - s * 0.45, y + s * 0.95],
    ],
    s * 0.04,
  );
  const juice = intersect(glass, rect(x, y + s * 0.3, s, s * 0.75));
  return [
    [glass, hex('#e8f4f2')],
    [juice, hex('#c5d86d')],
    [capsule(x + s * 0.15, y + s * 0.5, x + s * 0.45, y - s * 1.3, s * 0.06), hex('#e63946')],
    [rect(x - s * 0.2, y + s * 0.4, s * 0.12, s * 0.12, s * 0.03), WHITE, 0.7],
    [rect(x + s * 0.1, y + s * 0.15, s * 0.1, s * 0.1, s * 0.03), WHITE, 0.7],
  ];
};

const coco: Motif = (x, y, s) => [
  [circle(x, y + s * 0.1, s * 0.95), hex('#5aa83a')],
  [circle(x - s * 0.3, y - s * 0.25, s * 0.25), WHITE, 0.2],
  [ellipse(x + s * 0.1, y - s * 0.65, s * 0.32, s * 0.14), hex('#f1f1d8')],
  [capsule(x + s * 0.1, y - s * 0.65, x + s * 0.55, y - s * 1.35, s * 0.06), hex('#f1a208')],
];

const jarra: Motif = (x, y, s) => [
  [ring(x + s * 0.62, y + s * 0.05, s * 0.35, s * 0.14), hex('#d8eef0')],
  [rect(x, y + s * 0.1, s * 0.62, s * 0.9, s * 0.16), hex('#d8eef0')],
  [rect(x, y + s * 0.35, s * 0.54, s * 0.6, s * 0.12), hex('#f7a72b')],
  [
    polygon([
      [x - s * 0.62, y - s * 0.8],
      [x - s * 0.9, y - s * 0.95],
      [x - s * 0.62, y - s * 0.55],
    ]),
    hex('#d8eef0'),
  ],
  [circle(x + s * 0.2, y + s * 0.1, s * 0.16), hex('#ffd166')],
];

const camiseta: Motif = (x, y, s, tone) => {
  const shirt = subtract(
    polygon(
      [
        [x - s * 0.35, y - s * 0.85],
        [x - s * 1.05, y - s * 0.5],
        [x - s * 0.8, y - s * 0.05],
        [x - s * 0.6, y - s * 0.18],
        [x - s * 0.6, y + s * 0.9],
        [x + s * 0.6, y + s * 0.9],
        [x + s * 0.6, y - s * 0.18],
        [x + s * 0.8, y - s * 0.05],
        [x + s * 1.05, y - s * 0.5],
        [x + s * 0.35, y - s * 0.85],
      ],
      s * 0.04,
    ),
    ellipse(x, y - s * 0.88, s * 0.26, s * 0.2),
  );
  const color = pick([hex('#2a9d8f'), hex('#e76f51'), hex('#457b9d')], tone);
  return [[shirt, color]];
};

const camisetaListrada: Motif = (x, y, s, tone) => {
  const [shirt] = camiseta(x, y, s, tone + 1) as [Layer];
  const stripes = union(...[-0.45, -0.1, 0.25, 0.6].map((dy) => rect(x, y + dy * s, s * 1.2, s * 0.08)));
  return [
    [shirt[0], hex('#f1faee')],
    [intersect(stripes, shirt[0]), hex('#1d3557')],
  ];
};

const vestido: Motif = (x, y, s, tone) => [
  [
    polygon(
      [
        [x - s * 0.28, y - s * 0.95],
        [x + s * 0.28, y - s * 0.95],
        [x + s * 0.35, y - s * 0.2],
        [x + s * 0.85, y + s * 0.95],
        [x - s * 0.85, y + s * 0.95],
        [x - s * 0.35, y - s * 0.2],
      ],
      s * 0.05,
    ),
    pick([hex('#e56b9f'), hex('#9b5de5')], tone),
  ],
  [rect(x, y - s * 0.22, s * 0.38, s * 0.06), hex('#ffd166')],
  ...[
    [-0.3, 0.3],
    [0.3, 0.5],
    [-0.45, 0.75],
    [0.1, 0.1],
    [0.55, 0.8],
  ].map(
    ([dx, dy]): Layer => [
      star(x + (dx as number) * s, y + (dy as number) * s, s * 0.09, s * 0.045, 5),
      WHITE,
      0.85,
    ],
  ),
];

const bermuda: Motif = (x, y, s) => [
  [
    polygon(
      [
        [x - s * 0.75, y - s * 0.6],
        [x + s * 0.75, y - s * 0.6],
        [x + s * 0.95, y + s * 0.75],
        [x + s * 0.1, y + s * 0.8],
        [x, y + s * 0.05],
        [x - s * 0.1, y + s * 0.8],
        [x - s * 0.95, y + s * 0.75],
      ],
      s * 0.04,
    ),
    hex('#3d5a80'),
  ],
  [rect(x, y - s * 0.52, s * 0.77, s * 0.1), hex('#293f5c')],
  [capsule(x, y - s * 0.4, x, y - s * 0.05, s * 0.02), hex('#98c1d9')],
];

const bolsa: Motif = (x, y, s) => [
  [ring(x, y - s * 0.35, s * 0.45, s * 0.1), hex('#8d5524')],
  [
    polygon(
      [
        [x - s * 0.85, y - s * 0.25],
        [x + s * 0.85, y - s * 0.25],
        [x + s * 1.0, y + s * 0.85],
        [x - s * 1.0, y + s * 0.85],
      ],
      s * 0.1,
    ),
    hex('#e9c46a'),
  ],
  ...[0.05, 0.35, 0.65].map((dy): Layer => [rect(x, y + dy * s, s * 0.95, s * 0.03), hex('#c9a24a')]),
  [circle(x, y - s * 0.05, s * 0.1), hex('#8d5524')],
];

const oculos: Motif = (x, y, s) => [
  [capsule(x - s * 0.25, y - s * 0.15, x + s * 0.25, y - s * 0.15, s * 0.06), INK],
  [capsule(x - s * 1.15, y - s * 0.2, x - s * 1.3, y - s * 0.35, s * 0.06), INK],
  [capsule(x + s * 1.15, y - s * 0.2, x + s * 1.3, y - s * 0.35, s * 0.06), INK],
  [circle(x - s * 0.65, y, s * 0.48), INK],
  [circle(x + s * 0.65, y, s * 0.48), INK],
  [circle(x - s * 0.65, y, s * 0.38), hex('#3a506b')],
  [circle(x + s * 0.65, y, s * 0.38), hex('#3a506b')],
  [ellipse(x - s * 0.8, y - s * 0.12, s * 0.12, s * 0.07), WHITE, 0.55],
  [ellipse(x + s * 0.5, y - s * 0.12, s * 0.12, s * 0.07), WHITE, 0.55],
];

const colar: Motif = (x, y, s) => {
  const beads = Array.from({ length: 15 }, (_, i) => {
    const a = Math.PI * (0.05 + (0.9 * i) / 14);
    return [x + Math.cos(a) * s * 0.95, y - s * 0.35 + Math.sin(a) * s * 0.95] as const;
  });
  const colors = [hex('#e63946'), hex('#f4a261'), hex('#2a9d8f'), hex('#ffd166')];
  return [
    [
      subtract(ring(x, y - s * 0.35, s * 0.95, s * 0.03), rect(x, y - s * 0.85, s * 1.2, s * 0.5)),
      hex('#6c584c'),
    ],
    ...beads.map(([bx, by], i): Layer => [circle(bx, by, s * 0.13), colors[i % colors.length] as RGB]),
    [
      polygon(
        [
          [x - s * 0.2, y + s * 0.6],
          [x + s * 0.2, y + s * 0.6],
          [x, y + s * 0.95],
        ],
        s * 0.03,
      ),
      hex('#e9c46a'),
    ],
  ];
};

const chapeu: Motif = (x, y, s) => [
  [ellipse(x, y + s * 0.35, s * 1.2, s * 0.32), hex('#d4a373')],
  [
    union(ellipse(x, y - s * 0.1, s * 0.6, s * 0.55), rect(x, y + s * 0.15, s * 0.6, s * 0.2)),
    hex('#e3b882'),
  ],
  [rect(x, y + s * 0.18, s * 0.62, s * 0.1), hex('#9c2c2c')],
];

const flor: Motif = (x, y, s, tone) => {
  const petal = pick([hex('#ef476f'), hex('#ffb703'), hex('#9b5de5')], tone);
  return [
    [capsule(x, y + s * 0.1, x, y + s * 1.15, s * 0.06), hex('#3a9d4a')],
    [
      rotate(ellipse(x + s * 0.3, y + s * 0.75, s * 0.28, s * 0.1), -0.5, x + s * 0.3, y + s * 0.75),
      hex('#3a9d4a'),
    ],
    ...Array.from({ length: 6 }, (_, i): Layer => {
      const a = (i * Math.PI) / 3;
      return [circle(x + Math.cos(a) * s * 0.4, y - s * 0.2 + Math.sin(a) * s * 0.4, s * 0.3), petal];
    }),
    [circle(x, y - s * 0.2, s * 0.25), hex('#ffd166')],
    [circle(x - s * 0.07, y - s * 0.27, s * 0.08), WHITE, 0.4],
  ];
};

const vaso: Motif = (x, y, s) => [
  [
    union(ellipse(x, y + s * 0.25, s * 0.7, s * 0.7), rect(x, y - s * 0.6, s * 0.3, s * 0.35)),
    hex('#c0643d'),
  ],
  [rect(x, y - s * 0.92, s * 0.42, s * 0.09, s * 0.04), hex('#9e4a2b')],
  [
    subtract(
      ellipse(x, y + s * 0.25, s * 0.7, s * 0.7),
      union(rect(x, y + s * 0.6, s, s * 0.25), rect(x, y - s * 0.1, s, s * 0.25)),
    ),
    hex('#f2e2c4'),
  ],
  ...[-0.4, 0, 0.4].map((dx): Layer => [circle(x + dx * s, y + s * 0.25, s * 0.07), hex('#9e4a2b')]),
];

const quadro: Motif = (x, y, s) => {
  const inner = rect(x, y, s * 0.95, s * 0.7);
  return [
    [rect(x, y, s * 1.15, s * 0.9, s * 0.04), hex('#8d5524')],
    [inner, hex('#bde0fe')],
    [intersect(circle(x + s * 0.5, y - s * 0.3, s * 0.18), inner), hex('#ffd166')],
    [
      intersect(
        polygon([
          [x - s, y + s * 0.7],
          [x - s * 0.3, y - s * 0.25],
          [x + s * 0.3, y + s * 0.7],
        ]),
        inner,
      ),
      hex('#2d6a4f'),
    ],
    [
      intersect(
        polygon([
          [x - s * 0.1, y + s * 0.7],
          [x + s * 0.45, y],
          [x + s, y + s * 0.7],
        ]),
        inner,
      ),
      hex('#52b788'),
    ],
  ];
};

const mandala: Motif = (x, y, s) => [
  [circle(x, y, s), hex('#f1faee')],
  [ring(x, y, s * 0.88, s * 0.08), hex('#1d3557')],
  ...Array.from({ length: 12 }, (_, i): Layer => {
    const a = (i * Math.PI) / 6;
    return [
      circle(x + Math.cos(a) * s * 0.65, y + Math.sin(a) * s * 0.65, s * 0.1),
      i % 2 ? hex('#e63946') : hex('#457b9d'),
    ];
  }),
  [star(x, y, s * 0.45, s * 0.22, 8), hex('#f4a261')],
  [circle(x, y, s * 0.14), hex('#1d3557')],
];

const celular: Motif = (x, y, s) => [
  [rect(x, y, s * 0.58, s * 1.05, s * 0.14), INK],
  [rect(x, y - s * 0.02, s * 0.5, s * 0.88, s * 0.06), hex('#4cc9f0')],
  [rect(x, y - s * 0.4, s * 0.35, s * 0.12, s * 0.05), WHITE, 0.6],
  ...[-0.2, 0.1, 0.4].map((dy): Layer => [rect(x, y + dy * s, s * 0.35, s * 0.07, s * 0.03), WHITE, 0.35]),
  [circle(x, y + s * 0.96, s * 0.05), hex('#8d99ae')],
];

const fone: Motif = (x, y, s) => [
  [subtract(ring(x, y, s * 0.8, s * 0.14), rect(x, y + s * 0.5, s, s * 0.5)), INK],
  [rect(x - s * 0.8, y + s * 0.2, s * 0.2, s * 0.38, s * 0.12), hex('#ef476f')],
  [rect(x + s * 0.8, y + s * 0.2, s * 0.2, s * 0.38, s * 0.12), hex('#ef476f')],
  [rect(x - s * 0.64, y + s * 0.2, s * 0.06, s * 0.3, s * 0.04), INK],
  [rect(x + s * 0.64, y + s * 0.2, s * 0.06, s * 0.3, s * 0.04), INK],
];

const carregador: Motif = (x, y, s) => [
  [capsule(x, y + s * 0.5, x, y + s * 1.3, s * 0.07), INK],
  [rect(x, y - s * 0.75, s * 0.1, s * 0.2), hex('#adb5bd')],
  [rect(x - s * 0.25, y - s * 0.75, s * 0.06, s * 0.2), hex('#adb5bd')],
  [rect(x + s * 0.25, y - s * 0.75, s * 0.06, s * 0.2), hex('#adb5bd')],
  [rect(x, y, s * 0.55, s * 0.6, s * 0.14), WHITE],
  [
    polygon([
      [x + s * 0.08, y - s * 0.35],
      [x - s * 0.2, y + s * 0.05],
      [x, y + s * 0.05],
      [x - s * 0.08, y + s * 0.35],
      [x + s * 0.2, y - s * 0.05],
      [x, y - s * 0.05],
    ]),
    hex('#f1a208'),
  ],
];

const caixaDeSom: Motif = (x, y, s) => [
  [rect(x, y, s * 1.1, s * 0.65, s * 0.3), hex('#3a0ca3')],
  [circle(x - s * 0.5, y, s * 0.38), hex('#240770')],
  [circle(x + s * 0.5, y, s * 0.38), hex('#240770')],
  [circle(x - s * 0.5, y, s * 0.16), hex('#4cc9f0')],
  [circle(x + s * 0.5, y, s * 0.16), hex('#4cc9f0')],
  [capsule(x - s * 0.15, y - s * 0.48, x + s * 0.15, y - s * 0.48, s * 0.04), hex('#f72585')],
];

const livroFechado: Motif = (x, y, s, tone) => [
  [rect(x + s * 0.05, y + s * 0.05, s * 0.7, s * 0.95, s * 0.06), hex('#f1faee')],
  [
    rect(x - s * 0.05, y, s * 0.7, s * 0.95, s * 0.08),
    pick([hex('#c1121f'), hex('#1d3557'), hex('#2a9d8f')], tone),
  ],
  [rect(x - s * 0.65, y, s * 0.1, s * 0.95, s * 0.05), INK, 0.3],
  [rect(x + s * 0.05, y - s * 0.35, s * 0.38, s * 0.16, s * 0.04), hex('#ffd166')],
];

const pilha: Motif = (x, y, s) => [
  [rect(x, y + s * 0.65, s * 1.05, s * 0.25, s * 0.05), hex('#1d3557')],
  [rect(x + s * 0.95, y + s * 0.65, s * 0.06, s * 0.2), hex('#f1faee')],
  [rect(x - s * 0.1, y + s * 0.15, s * 0.9, s * 0.25, s * 0.05), hex('#e63946')],
  [rect(x - s * 0.95, y + s * 0.15, s * 0.06, s * 0.2), hex('#f1faee')],
  [rect(x + s * 0.1, y - s * 0.35, s * 0.8, s * 0.25, s * 0.05), hex('#2a9d8f')],
  [rect(x + s * 0.85, y - s * 0.35, s * 0.06, s * 0.2), hex('#f1faee')],
  [rect(x + s * 0.1, y - s * 0.35, s * 0.25, s * 0.05), hex('#ffd166')],
];

const livroAberto: Motif = (x, y, s) => [
  [
    polygon(
      [
        [x, y - s * 0.5],
        [x - s * 1.1, y - s * 0.7],
        [x - s * 1.1, y + s * 0.6],
        [x, y + s * 0.8],
      ],
      s * 0.03,
    ),
    hex('#fdfcdc'),
  ],
  [
    polygon(
      [
        [x, y - s * 0.5],
        [x + s * 1.1, y - s * 0.7],
        [x + s * 1.1, y + s * 0.6],
        [x, y + s * 0.8],
      ],
      s * 0.03,
    ),
    hex('#f6f4d2'),
  ],
  ...[-0.3, -0.05, 0.2, 0.45].flatMap((dy): Layer[] => [
    [
      capsule(x - s * 0.9, y + dy * s - s * 0.1, x - s * 0.15, y + dy * s + s * 0.04, s * 0.025),
      hex('#8d99ae'),
    ],
    [
      capsule(x + s * 0.15, y + dy * s + s * 0.04, x + s * 0.9, y + dy * s - s * 0.1, s * 0.025),
      hex('#8d99ae'),
    ],
  ]),
  [capsule(x, y - s * 0.5, x, y + s * 0.8, s * 0.025), hex('#6c584c')],
];

const estante: Motif = (x, y, s) => {
  const colors = [
    hex('#e63946'),
    hex('#457b9d'),
    hex('#f4a261'),
    hex('#2a9d8f'),
    hex('#9b5de5'),
    hex('#e9c46a'),
  ];
  const heights = [0.8, 0.65, 0.9, 0.7, 0.85, 0.6];
  return [
    [rect(x, y + s * 0.95, s * 1.2, s * 0.08), hex('#8d5524')],
    ...heights.map(
      (h, i): Layer => [
        rect(x - s * 0.95 + i * s * 0.36, y + s * 0.87 - h * s, s * 0.15, h * s, s * 0.03),
        colors[i] as RGB,
      ],
    ),
    [
      rotate(rect(x + s * 1.05, y + s * 0.2, s * 0.15, s * 0.68, s * 0.03), 0.3, x + s * 1.05, y + s * 0.87),
      hex('#1d3557'),
    ],
  ];
};

const dado: Motif = (x, y, s) => {
  const pips = [
    [-0.45, -0.45],
    [0.45, -0.45],
    [0, 0],
    [-0.45, 0.45],
    [0.45, 0.45],
  ];
  return [
    [rect(x, y, s * 0.85, s * 0.85, s * 0.22), WHITE],
    [rect(x + s * 0.05, y + s * 0.05, s * 0.8, s * 0.8, s * 0.2), hex('#edf2f4')],
    ...pips.map(
      ([dx, dy]): Layer => [circle(x + (dx as number) * s, y + (dy as number) * s, s * 0.13), hex('#d62839')],
    ),
  ];
};

const quebraCabeca: Motif = (x, y, s, tone) => [
  [
    subtract(
      union(
        rect(x, y, s * 0.7, s * 0.7, s * 0.05),
        circle(x + s * 0.85, y, s * 0.25),
        circle(x, y - s * 0.85, s * 0.25),
      ),
      union(circle(x - s * 0.7, y, s * 0.25), circle(x, y + s * 0.7, s * 0.25)),
    ),
    pick([hex('#f77f00'), hex('#06d6a0')], tone),
  ],
];

const controle: Motif = (x, y, s) => [
  [
    union(
      capsule(x - s * 0.6, y, x + s * 0.6, y, s * 0.5),
      circle(x - s * 0.65, y + s * 0.25, s * 0.45),
      circle(x + s * 0.65, y + s * 0.25, s * 0.45),
    ),
    hex('#495057'),
  ],
  [rect(x - s * 0.65, y, s * 0.25, s * 0.08, s * 0.03), INK],
  [rect(x - s * 0.65, y, s * 0.08, s * 0.25, s * 0.03), INK],
  [circle(x + s * 0.55, y - s * 0.15, s * 0.1), hex('#ef476f')],
  [circle(x + s * 0.8, y + s * 0.05, s * 0.1), hex('#06d6a0')],
  [circle(x + s * 0.55, y + s * 0.25, s * 0.1), hex('#118ab2')],
  [circle(x + s * 0.3, y + s * 0.05, s * 0.1), hex('#ffd166')],
];

const tabuleiro: Motif = (x, y, s) => {
  const board = rect(x, y, s, s * 0.75);
  const cells: Shape[] = [];
  for (let i = 0; i < 8; i++)
    for (let j = 0; j < 6; j++)
      if ((i + j) % 2 === 0)
        cells.push(
          rect(
            x - s + s * 0.125 + i * s * 0.25,
            y - s * 0.75 + s * 0.125 + j * s * 0.25,
            s * 0.125,
            s * 0.125,
          ),
        );
  return [
    [rect(x, y, s * 1.08, s * 0.83, s * 0.05), hex('#6f4518')],
    [board, hex('#f2e2c4')],
    [union(...cells), hex('#b08968')],
    [circle(x - s * 0.625, y - s * 0.375, s * 0.1), hex('#d62839')],
    [circle(x - s * 0.125, y - s * 0.375, s * 0.1), hex('#d62839')],
    [circle(x + s * 0.375, y + s * 0.375, s * 0.1), INK],
    [circle(x + s * 0.875, y + s * 0.625, s * 0.1), INK],
  ];
};

const bolaDeFutebol: Motif = (x, y, s) => {
  const ball = circle(x, y, s);
  const patches = [
    regular(x, y, s * 0.34, 5),
    ...Array.from({ length: 5 }, (_, i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return circle(x + Math.cos(a) * s * 0.95, y + Math.sin(a) * s * 0.95, s * 0.28);
    }),
  ];
  const seams = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return capsule(
      x + Math.cos(a) * s * 0.3,
      y + Math.sin(a) * s * 0.3,
      x + Math.cos(a) * s * 0.7,
      y + Math.sin(a) * s * 0.7,
      s * 0.025,
    );
  });
  return [
    [ball, WHITE],
    [intersect(union(...patches, ...seams), ball), INK],
    [circle(x - s * 0.35, y - s * 0.4, s * 0.18), WHITE, 0.25],
  ];
};

const bolaDeBasquete: Motif = (x, y, s) => {
  const ball = circle(x, y, s);
  const lines = union(
    rect(x, y, s, s * 0.03),
    rect(x, y, s * 0.03, s),
    ring(x - s * 1.1, y, s * 0.75, s * 0.06),
    ring(x + s * 1.1, y, s * 0.75, s * 0.06),
  );
  return [
    [ball, hex('#f3722c')],
    [intersect(lines, ball), hex('#5a2a0a')],
    [circle(x - s * 0.4, y - s * 0.45, s * 0.16), WHITE, 0.2],
  ];
};

const haltere: Motif = (x, y, s) => [
  [rect(x, y, s * 0.85, s * 0.08, s * 0.04), hex('#adb5bd')],
  [rect(x - s * 0.75, y, s * 0.14, s * 0.55, s * 0.08), hex('#343a40')],
  [rect(x + s * 0.75, y, s * 0.14, s * 0.55, s * 0.08), hex('#343a40')],
  [rect(x - s * 1.0, y, s * 0.1, s * 0.38, s * 0.06), hex('#495057')],
  [rect(x + s * 1.0, y, s * 0.1, s * 0.38, s * 0.06), hex('#495057')],
];

const raquete: Motif = (x, y, s) => {
  const head = ellipse(x, y - s * 0.3, s * 0.6, s * 0.75);
  const strings = union(
    ...[-0.4, -0.2, 0, 0.2, 0.4].flatMap((d) => [
      rect(x + d * s, y - s * 0.3, s * 0.015, s),
      rect(x, y - s * 0.3 + d * s * 1.2, s, s * 0.015),
    ]),
  );
  return [
    [rect(x, y + s * 0.85, s * 0.1, s * 0.4, s * 0.06), hex('#6f4518')],
    [head, hex('#1b4965')],
    [ellipse(x, y - s * 0.3, s * 0.5, s * 0.65), hex('#e0fbfc')],
    [intersect(strings, ellipse(x, y - s * 0.3, s * 0.5, s * 0.65)), hex('#62b6cb')],
    [circle(x + s * 0.75, y + s * 0.55, s * 0.18), hex('#caff70')],
  ];
};

const batom: Motif = (x, y, s) => [
  [rect(x, y + s * 0.55, s * 0.38, s * 0.45, s * 0.06), hex('#ffd166')],
  [rect(x, y + s * 0.02, s * 0.3, s * 0.1), hex('#e9b949')],
  [
    polygon(
      [
        [x - s * 0.24, y - s * 0.08],
        [x + s * 0.24, y - s * 0.08],
        [x + s * 0.24, y - s * 0.55],
        [x - s * 0.24, y - s * 0.9],
      ],
      s * 0.04,
    ),
    hex('#c9184a'),
  ],
  [rect(x - s * 0.12, y - s * 0.35, s * 0.04, s * 0.2, s * 0.03), WHITE, 0.35],
];

const frasco: Motif = (x, y, s, tone) => [
  [rect(x, y - s * 0.85, s * 0.35, s * 0.06, s * 0.03), hex('#495057')],
  [rect(x + s * 0.05, y - s * 0.72, s * 0.08, s * 0.14), hex('#495057')],
  [rect(x - s * 0.1, y - s * 0.85, s * 0.06, s * 0.06), hex('#495057')],
  [rect(x, y - s * 0.5, s * 0.18, s * 0.12, s * 0.03), hex('#6c757d')],
  [rect(x, y + s * 0.3, s * 0.55, s * 0.75, s * 0.2), pick([hex('#cdb4db'), hex('#a8dadc')], tone)],
  [rect(x, y + s * 0.35, s * 0.4, s * 0.3, s * 0.06), WHITE, 0.85],
  [circle(x, y + s * 0.35, s * 0.12), hex('#8ac926')],
];

const sabonete: Motif = (x, y, s) => [
  [rect(x, y + s * 0.2, s * 0.95, s * 0.55, s * 0.3), hex('#cdb4db')],
  [rect(x, y + s * 0.1, s * 0.85, s * 0.45, s * 0.26), hex('#e2cfea')],
  [rotate(ellipse(x, y + s * 0.1, s * 0.3, s * 0.12), -0.3, x, y + s * 0.1), hex('#8ac926'), 0.9],
  [circle(x - s * 0.55, y - s * 0.6, s * 0.22), WHITE, 0.7],
  [circle(x + s * 0.2, y - s * 0.75, s * 0.14), WHITE, 0.7],
  [circle(x + s * 0.65, y - s * 0.55, s * 0.18), WHITE, 0.7],
  [ring(x - s * 0.55, y - s * 0.6, s * 0.22, s * 0.03), hex('#a2d2ff')],
];

const espelho: Motif = (x, y, s) => [
  [rect(x, y + s * 0.75, s * 0.12, s * 0.45, s * 0.1), hex('#e29578')],
  [circle(x, y - s * 0.2, s * 0.7), hex('#e29578')],
  [circle(x, y - s * 0.2, s * 0.58), hex('#caf0f8')],
  [
    rotate(rect(x - s * 0.2, y - s * 0.35, s * 0.06, s * 0.28, s * 0.05), 0.6, x - s * 0.2, y - s * 0.35),
    WHITE,
    0.7,
  ],
];

const caneca: Motif = (x, y, s, tone) => [
  [ring(x + s * 0.6, y + s * 0.05, s * 0.32, s * 0.14), pick([hex('#e76f51'), hex('#2a9d8f')], tone)],
  [
    rect(x - s * 0.1, y + s * 0.1, s * 0.65, s * 0.75, s * 0.14),
    pick([hex('#e76f51'), hex('#2a9d8f')], tone),
  ],
  [rect(x - s * 0.1, y + s * 0.15, s * 0.3, s * 0.25, s * 0.12), WHITE, 0.8],
  ...[-0.25, 0, 0.25].map(
    (dx): Layer => [
      capsule(x + dx * s, y - s * 0.85, x + dx * s + s * 0.05, y - s * 1.2, s * 0.04),
      WHITE,
      0.8,
    ],
  ),
];

const panela: Motif = (x, y, s) => [
  [rect(x - s * 0.05, y + s * 0.25, s * 0.8, s * 0.55, s * 0.15), hex('#6c757d')],
  [rect(x - s * 0.05, y - s * 0.3, s * 0.88, s * 0.08, s * 0.04), hex('#495057')],
  [capsule(x + s * 0.8, y - s * 0.05, x + s * 1.3, y - s * 0.2, s * 0.08), INK],
  [ellipse(x - s * 0.05, y - s * 0.45, s * 0.7, s * 0.14), hex('#adb5bd')],
  [circle(x - s * 0.05, y - s * 0.6, s * 0.08), INK],
  [rect(x - s * 0.45, y + s * 0.3, s * 0.08, s * 0.4, s * 0.05), WHITE, 0.2],
];

const panoDePrato: Motif = (x, y, s) => {
  const cloth = rect(x, y, s * 0.8, s * 0.95, s * 0.04);
  const checks = union(
    ...[-0.6, -0.2, 0.2, 0.6].map((d) => rect(x + d * s, y, s * 0.1, s)),
    ...[-0.7, -0.25, 0.2, 0.65].map((d) => rect(x, y + d * s, s, s * 0.1)),
  );
  return [
    [cloth, WHITE],
    [intersect(checks, cloth), hex('#e63946'), 0.75],
    [rect(x, y + s * 0.88, s * 0.8, s * 0.07), hex('#1d3557')],
  ];
};

const pote: Motif = (x, y, s) => [
  [rect(x, y + s * 0.25, s * 0.9, s * 0.6, s * 0.12), hex('#e0fbfc')],
  [rect(x, y + s * 0.4, s * 0.82, s * 0.38, s * 0.1), hex('#ffd166'), 0.9],
  [rect(x, y - s * 0.42, s * 0.98, s * 0.15, s * 0.08), hex('#06d6a0')],
  [rect(x, y - s * 0.6, s * 0.3, s * 0.06, s * 0.04), hex('#05a67e')],
];

const vasoComPlanta: Motif = (x, y, s, tone) => {
  const leaves = [-0.9, -0.45, 0, 0.45, 0.9].map((a) =>
    rotate(ellipse(x, y - s * 0.65, s * 0.16, s * 0.5), a, x, y - s * 0.15),
  );
  return [
    ...leaves.map((leaf, i): Layer => [leaf, i % 2 ? hex('#2d6a4f') : hex('#52b788')]),
    [
      polygon(
        [
          [x - s * 0.6, y - s * 0.1],
          [x + s * 0.6, y - s * 0.1],
          [x + s * 0.45, y + s],
          [x - s * 0.45, y + s],
        ],
        s * 0.05,
      ),
      pick([hex('#c0643d'), hex('#f4a261')], tone),
    ],
    [rect(x, y - s * 0.05, s * 0.68, s * 0.12, s * 0.04), hex('#9e4a2b')],
  ];
};

const cacto: Motif = (x, y, s) => [
  [
    union(
      capsule(x, y - s * 0.9, x, y + s * 0.3, s * 0.28),
      capsule(x - s * 0.55, y - s * 0.5, x - s * 0.55, y - s * 0.05, s * 0.15),
      capsule(x - s * 0.55, y - s * 0.05, x - s * 0.2, y - s * 0.05, s * 0.15),
      capsule(x + s * 0.5, y - s * 0.7, x + s * 0.5, y - s * 0.25, s * 0.15),
      capsule(x + s * 0.5, y - s * 0.25, x + s * 0.2, y - s * 0.25, s * 0.15),
    ),
    hex('#40916c'),
  ],
  [capsule(x - s * 0.08, y - s * 0.8, x - s * 0.08, y + s * 0.2, s * 0.04), hex('#74c69d')],
  [circle(x, y - s * 1.2, s * 0.1), hex('#ef476f')],
  [
    polygon(
      [
        [x - s * 0.55, y + s * 0.3],
        [x + s * 0.55, y + s * 0.3],
        [x + s * 0.42, y + s],
        [x - s * 0.42, y + s],
      ],
      s * 0.04,
    ),
    hex('#e76f51'),
  ],
];

const regador: Motif = (x, y, s) => [
  [
    subtract(ring(x - s * 0.05, y - s * 0.45, s * 0.45, s * 0.1), rect(x, y - s * 0.1, s, s * 0.3)),
    hex('#1b998b'),
  ],
  [
    polygon(
      [
        [x + s * 0.45, y + s * 0.2],
        [x + s * 1.15, y - s * 0.55],
        [x + s * 1.22, y - s * 0.45],
        [x + s * 0.5, y + s * 0.45],
      ],
      s * 0.03,
    ),
    hex('#1b998b'),
  ],
  [rect(x + s * 1.2, y - s * 0.52, s * 0.12, s * 0.08, s * 0.03), hex('#157f73')],
  [rect(x - s * 0.05, y + s * 0.35, s * 0.6, s * 0.6, s * 0.12), hex('#2ec4b6')],
  ...[
    [1.35, -0.3],
    [1.45, -0.05],
    [1.3, 0.15],
  ].map(
    ([dx, dy]): Layer => [circle(x + (dx as number) * s, y + (dy as number) * s, s * 0.05), hex('#4cc9f0')],
  ),
];

const arvore: Motif = (x, y, s) => [
  [rect(x, y + s * 0.55, s * 0.1, s * 0.45, s * 0.04), hex('#7f5539')],
  [
    union(
      circle(x, y - s * 0.35, s * 0.55),
      circle(x - s * 0.45, y - s * 0.05, s * 0.4),
      circle(x + s * 0.45, y - s * 0.05, s * 0.4),
    ),
    hex('#40916c'),
  ],
  [circle(x - s * 0.2, y - s * 0.5, s * 0.2), hex('#74c69d'), 0.6],
  ...[
    [-0.45, 0],
    [0.3, -0.3],
    [0.1, 0.1],
    [-0.1, -0.6],
  ].map(
    ([dx, dy]): Layer => [circle(x + (dx as number) * s, y + (dy as number) * s, s * 0.07), hex('#f77f00')],
  ),
];

const presente: Motif = (x, y, s, tone) => [
  [rect(x, y + s * 0.25, s * 0.8, s * 0.7, s * 0.05), pick([hex('#9b5de5'), hex('#ef476f')], tone)],
  [rect(x, y - s * 0.5, s * 0.9, s * 0.17, s * 0.05), pick([hex('#7b2cbf'), hex('#c9184a')], tone)],
  [rect(x, y + s * 0.1, s * 0.12, s * 0.85), hex('#ffd166')],
  [
    rotate(ellipse(x - s * 0.3, y - s * 0.8, s * 0.3, s * 0.14), 0.5, x - s * 0.3, y - s * 0.8),
    hex('#ffd166'),
  ],
  [
    rotate(ellipse(x + s * 0.3, y - s * 0.8, s * 0.3, s * 0.14), -0.5, x + s * 0.3, y - s * 0.8),
    hex('#ffd166'),
  ],
  [circle(x, y - s * 0.72, s * 0.1), hex('#f4a261')],
];

const guardaChuva: Motif = (x, y, s, tone) => {
  const canopy = subtract(
    circle(x, y, s),
    union(
      rect(x, y + s * 0.6, s * 1.2, s * 0.6),
      ...[-0.66, 0, 0.66].map((d) => circle(x + d * s, y + s * 0.02, s * 0.33)),
    ),
  );
  const wedges = intersect(
    canopy,
    union(
      polygon([
        [x, y - s * 1.1],
        [x - s * 0.35, y],
        [x + s * 0.35, y],
      ]),
    ),
  );
  return [
    [capsule(x, y - s * 1.1, x, y + s * 0.9, s * 0.04), INK],
    [
      subtract(
        ring(x - s * 0.15, y + s * 0.9, s * 0.15, s * 0.08),
        rect(x - s * 0.15, y + s * 0.75, s * 0.3, s * 0.15),
      ),
      INK,
    ],
    [canopy, pick([hex('#e63946'), hex('#118ab2')], tone)],
    [wedges, WHITE, 0.35],
  ];
};

const pilhas: Motif = (x, y, s) =>
  [-0.55, 0.05, 0.65].flatMap((dx): Layer[] => [
    [rect(x + dx * s, y + s * 0.1, s * 0.24, s * 0.85, s * 0.08), INK],
    [rect(x + dx * s, y - s * 0.35, s * 0.24, s * 0.4, s * 0.08), hex('#f1a208')],
    [rect(x + dx * s, y - s * 0.35, s * 0.24, s * 0.32), hex('#f1a208')],
    [rect(x + dx * s, y - s * 0.82, s * 0.09, s * 0.06, s * 0.03), hex('#adb5bd')],
    [rect(x + dx * s - s * 0.12, y + s * 0.2, s * 0.04, s * 0.5, s * 0.03), WHITE, 0.25],
  ]);

const cadeado: Motif = (x, y, s) => [
  [subtract(ring(x, y - s * 0.3, s * 0.42, s * 0.16), rect(x, y, s, s * 0.3)), hex('#adb5bd')],
  [rect(x, y + s * 0.35, s * 0.7, s * 0.6, s * 0.14), hex('#e9c46a')],
  [circle(x, y + s * 0.25, s * 0.12), INK],
  [
    polygon([
      [x - s * 0.06, y + s * 0.3],
      [x + s * 0.06, y + s * 0.3],
      [x + s * 0.09, y + s * 0.6],
      [x - s * 0.09, y + s * 0.6],
    ]),
    INK,
  ],
  [rect(x - s * 0.45, y + s * 0.35, s * 0.06, s * 0.45, s * 0.04), WHITE, 0.3],
];

/** Motifs per category, in the order of the image variants (comida has one food per variant, see FOOD_IMAGE). */
const MOTIFS: Record<CategorySlug, Motif[]> = {
  comida: [laranja, tomate, cenoura, queijo, peixe, pastel, paoDeQueijo, doce],
  bebida: [garrafa, copoDeCaldo, coco, jarra],
  roupa: [camiseta, vestido, camisetaListrada, bermuda],
  acessorio: [bolsa, oculos, colar, chapeu],
  decoracao: [flor, vaso, quadro, mandala],
  eletronico: [celular, fone, carregador, caixaDeSom],
  livro: [livroFechado, pilha, livroAberto, estante],
  jogo: [dado, quebraCabeca, controle, tabuleiro],
  esporte: [bolaDeFutebol, bolaDeBasquete, haltere, raquete],
  beleza: [batom, frasco, sabonete, espelho],
  casa: [caneca, panela, panoDePrato, pote],
  jardim: [vasoComPlanta, cacto, regador, arvore],
  outros: [presente, guardaChuva, pilhas, cadeado],
};

const PALETTES: Record<CategorySlug, [RGB, RGB]> = {
  comida: [hex('#fff1dc'), hex('#ffc98b')],
  bebida: [hex('#e3f8f5'), hex('#9ee0d8')],
  roupa: [hex('#f0e9ff'), hex('#c8b6f5')],
  acessorio: [hex('#ffe9f1'), hex('#f7b5cf')],
  decoracao: [hex('#eaf8f0'), hex('#b5e4cb')],
  eletronico: [hex('#e6ebf3'), hex('#aeb9d0')],
  livro: [hex('#f8f1e1'), hex('#e3cfa2')],
  jogo: [hex('#fff8d6'), hex('#ffdd6e')],
  esporte: [hex('#e2eeff'), hex('#9cc2f7')],
  beleza: [hex('#fcebf7'), hex('#e9b3dd')],
  casa: [hex('#fbece3'), hex('#e8b9a0')],
  jardim: [hex('#eef8e2'), hex('#bfe29a')],
  outros: [hex('#f1eef6'), hex('#cfc6e0')],
};

// ---------------------------------------------------------------------------------------------- scenes

const dots = (c: Canvas, spacing: number, radius: number, alpha: number) => {
  const shapes: Shape[] = [];
  for (let y = spacing / 2; y < c.height; y += spacing) {
    for (let x = spacing / 2 + ((y / spacing) % 2 < 1 ? 0 : spacing / 2); x < c.width; x += spacing) {
      shapes.push(circle(x, y, radius));
    }
  }
  for (const shape of shapes) c.fill(shape, WHITE, alpha);
};

/** One motif per variant, alternating two layouts: on a halo, or on a dotted background. */
function productImage(category: CategorySlug, variant: number): Buffer {
  const c = new Canvas(480, 360);
  const [from, to] = PALETTES[category];
  c.gradient(from, to);
  const motifs = MOTIFS[category];
  const motif = motifs[(variant - 1) % motifs.length] as Motif;
  const layout = (variant - 1) % 2;
  if (layout === 0) {
    c.fill(circle(240, 180, 140), WHITE, 0.35);
    c.draw(motif(240, 180, 95, variant));
  } else {
    dots(c, 40, 4, 0.35);
    c.fill(circle(240, 185, 135), WHITE, 0.45, 3);
    c.draw(motif(240, 185, 88, variant));
  }
  return c.toPng();
}

/** Stall awning in stripes with a scalloped edge across the top of the canvas. */
function awning(c: Canvas, color: RGB, height: number, stripe: number): void {
  const scallop = stripe / 2;
  for (let i = 0; i * stripe < c.width + stripe; i++) {
    const x = i * stripe;
    const tone = i % 2 === 0 ? color : WHITE;
    c.fill(rect(x + stripe / 2, height / 2, stripe / 2, height / 2), tone);
    c.fill(circle(x + stripe / 2, height, scallop), tone);
  }
  c.fill(rect(c.width / 2, height + scallop + 8, c.width, 6), INK, 0.08, 10);
}

const STORE_MOTIFS: Record<string, Motif[]> = {
  'hortifruti-dona-cida': [laranja, tomate, cenoura],
  'pastelaria-do-japones': [pastel, copoDeCaldo, pastel],
  'queijos-serra-da-canastra': [paoDeQueijo, queijo, doce],
  'peixaria-mar-azul': [peixe, peixe, peixe],
  'caldo-de-cana-do-ze': [coco, copoDeCaldo, jarra],
  'flores-da-vila': [flor, vasoComPlanta, cacto],
  'artesanato-nordestino': [vaso, mandala, chapeu],
};

const AWNING_COLORS: Record<CategorySlug, RGB> = {
  comida: hex('#e63946'),
  bebida: hex('#2a9d8f'),
  roupa: hex('#7b2cbf'),
  acessorio: hex('#d63384'),
  decoracao: hex('#f4a261'),
  eletronico: hex('#3a506b'),
  livro: hex('#8d5524'),
  jogo: hex('#f77f00'),
  esporte: hex('#1d6fd1'),
  beleza: hex('#b5179e'),
  casa: hex('#c0643d'),
  jardim: hex('#40916c'),
  outros: hex('#6c5b7b'),
};

function storeImage(slug: string, category: CategorySlug, index: number): Buffer {
  const c = new Canvas(480, 360);
  const [from, to] = PALETTES[category];
  c.gradient(from, to);
  awning(c, AWNING_COLORS[category], 70, 48);
  // Counter (the stall's table) with a cloth.
  c.fill(rect(240, 318, 250, 42), hex('#a0714f'));
  c.fill(rect(240, 292, 250, 14), hex('#f1faee'), 0.9);
  const motifs = STORE_MOTIFS[slug] ?? MOTIFS[category];
  const trio: Array<[number, number, number]> = [
    [115, 215, 52],
    [240, 190, 66],
    [365, 215, 52],
  ];
  trio.forEach(([x, y, s], i) => {
    const motif = motifs[(i + index) % motifs.length] as Motif;
    c.draw(motif(x, y, s, i + index));
  });
  return c.toPng();
}

const BANNER_SCENES: Array<{ palette: [RGB, RGB]; awningColor: RGB; motifs: Motif[] }> = [
  {
    palette: [hex('#fff1dc'), hex('#ffb870')],
    awningColor: hex('#e63946'),
    motifs: [laranja, tomate, cenoura, queijo],
  },
  {
    palette: [hex('#fff8d6'), hex('#ffcf56')],
    awningColor: hex('#f77f00'),
    motifs: [pastel, copoDeCaldo, fone, camiseta],
  },
  {
    palette: [hex('#e3f8f5'), hex('#86d3c7')],
    awningColor: hex('#2a9d8f'),
    motifs: [presente, paoDeQueijo, sabonete, caneca],
  },
  {
    palette: [hex('#eef8e2'), hex('#a7d784')],
    awningColor: hex('#40916c'),
    motifs: [flor, vasoComPlanta, cacto, arvore],
  },
];

function bannerImage(n: number): Buffer {
  const scene = BANNER_SCENES[(n - 1) % BANNER_SCENES.length] as (typeof BANNER_SCENES)[number];
  const c = new Canvas(1200, 400);
  c.gradient(scene.palette[0], scene.palette[1]);
  dots(c, 48, 5, 0.3);
  awning(c, scene.awningColor, 56, 60);
  // Left half stays calm for the title the app writes over it; the motifs sit on the right.
  const spots: Array<[number, number, number]> = [
    [700, 250, 62],
    [850, 215, 78],
    [1000, 250, 62],
    [1120, 215, 48],
  ];
  spots.forEach(([x, y, s], i) => {
    const motif = scene.motifs[i % scene.motifs.length] as Motif;
    c.draw(motif(x, y, s, i + n));
  });
  return c.toPng();
}

// ---------------------------------------------------------------------------------------------- main

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'demo');
let total = 0;
let files = 0;
const writeFile = (relative: string, data: Buffer) => {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  total += data.length;
  files++;
};
const write = async (relative: string, png: Buffer) => {
  writeFile(relative, png);
  for (const { width, data } of await encodeVariants(png)) {
    const url = imageVariantUrl(`/demo/${relative}`, width);
    if (!url) throw new Error(`demo image outside the responsive convention: ${relative}`);
    writeFile(path.relative('/demo', url), data);
  }
};

for (const { slug } of CATEGORIES) {
  for (let variant = 1; variant <= PRODUCT_IMAGE_VARIANTS[slug]; variant++) {
    await write(`products/${slug}-${variant}.png`, productImage(slug, variant));
  }
}
for (const [index, store] of STORES.entries()) {
  await write(`stores/${store.slug}.png`, storeImage(store.slug, store.category, index));
}
for (let n = 1; n <= BANNER_COUNT; n++) await write(`banners/${n}.png`, bannerImage(n));

console.log(`${files} imagens em ${path.relative(process.cwd(), root)} (${(total / 1024).toFixed(0)} KB)`);
