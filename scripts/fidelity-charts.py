#!/usr/bin/env python3
"""Draws docs/fidelity/*.svg and writes docs/fidelity.md from the curves the fidelity tests
export (real UIKit recording vs ScrollReel). Deterministic: same curves, same bytes.

    python3 scripts/fidelity-charts.py CURVES_DIR DOCS_DIR
"""
import json
import os
import sys

W, H, PAD = 560, 260, 48


def fmt(v):
    text = f"{v:.1f}"
    return text[:-2] if text.endswith(".0") else text


def chart(title, xs, series, xlabel, ylabel):
    """series: [(name, values, colour, dashed)]"""
    all_y = [y for _, ys, _, _ in series for y in ys]
    x0, x1 = min(xs), max(xs)
    y0, y1 = min(all_y), max(all_y)
    if y1 - y0 < 1e-9:
        y1 = y0 + 1
    pad_y = (y1 - y0) * 0.08
    y0, y1 = y0 - pad_y, y1 + pad_y
    sx = lambda x: PAD + (x - x0) / ((x1 - x0) or 1) * (W - PAD - 16)
    sy = lambda y: H - PAD + 8 - (y - y0) / (y1 - y0) * (H - PAD - 28)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" '
           f'font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="11">',
           f'<rect width="{W}" height="{H}" fill="#ffffff"/>',
           f'<text x="{PAD}" y="16" font-size="13" font-weight="bold" fill="#1c1c1e">{title}</text>']
    for i in range(5):
        y = y0 + (y1 - y0) * i / 4
        out.append(f'<line x1="{PAD}" y1="{fmt(sy(y))}" x2="{W - 16}" y2="{fmt(sy(y))}" stroke="#e5e5ea"/>')
        out.append(f'<text x="{PAD - 6}" y="{fmt(sy(y) + 4)}" text-anchor="end" fill="#636366">{fmt(y)}</text>')
    for i in range(5):
        x = x0 + (x1 - x0) * i / 4
        out.append(f'<text x="{fmt(sx(x))}" y="{H - PAD + 24}" text-anchor="middle" fill="#636366">{x:.2f}</text>')
    out.append(f'<text x="{(W + PAD) / 2:.0f}" y="{H - 8}" text-anchor="middle" fill="#3a3a3c">{xlabel}</text>')
    out.append(f'<text x="12" y="{H / 2:.0f}" transform="rotate(-90 12 {H / 2:.0f})" text-anchor="middle" fill="#3a3a3c">{ylabel}</text>')
    for n, (name, ys, colour, dashed) in enumerate(series):
        points = " ".join(f"{fmt(sx(x))},{fmt(sy(y))}" for x, y in zip(xs, ys))
        dash = ' stroke-dasharray="5 4"' if dashed else ""
        out.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>')
        if name == "real UIKit":
            for x, y in zip(xs, ys):
                out.append(f'<circle cx="{fmt(sx(x))}" cy="{fmt(sy(y))}" r="3" fill="{colour}"/>')
        lx = W - 200
        ly = 30 + n * 16
        out.append(f'<line x1="{lx}" y1="{ly - 4}" x2="{lx + 22}" y2="{ly - 4}" stroke="{colour}" stroke-width="2"{dash}/>')
        out.append(f'<text x="{lx + 28}" y="{ly}" fill="#1c1c1e">{name}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def rms(a, b):
    return (sum((x - y) ** 2 for x, y in zip(a, b)) / max(len(a), 1)) ** 0.5


def main():
    curves_dir, docs = sys.argv[1], sys.argv[2]
    os.makedirs(os.path.join(docs, "fidelity"), exist_ok=True)
    curves = {}
    for name in sorted(os.listdir(curves_dir)):
        if name.endswith(".json"):
            with open(os.path.join(curves_dir, name)) as f:
                curves[name[:-5]] = json.load(f)
    sections = []
    motions = [
        ("bounce-held-pull", "Spring-back after a held pull", "s after the frame of the lift", "overscroll (pt)",
         "Landscape recording, frames 90–96: released 107 pt past the bottom edge."),
        ("bounce-momentum", "Momentum into an edge", "s", "overscroll (pt)",
         "Portrait recording, frames 63–67: a flick runs past the bottom edge and bounces back."),
        ("rubber-band", "Rubber band while the finger holds past the edge", "s", "overscroll (pt)",
         "Landscape recording, frames 78–89: the finger pulls 295 pt; the content follows 40 ms late through the rubber band."),
    ]
    motions += [(k, f"Animated scrollToRow after a tab tap ({k.split('-')[-1][:-1]}.{k.split('-')[-1][-1]} s)", "s", "progress",
                 "The table's animated scroll to the tapped category's title row.") for k in sorted(curves) if k.startswith("scroll-to-row")]
    motions += [(k, f"Coasting, {k.split('-')[1]} recording from frame {k.split('-')[2]}", "s", "contentOffset.y (pt)",
                 "Momentum after a flick, from the first frame the finger is up.")
                for k in sorted((k for k in curves if k.startswith("coast-")), key=lambda k: (k.split('-')[1], int(k.split('-')[2])))]
    motions += [(k, f"Collection-view deletion, MagazineLayout ({k[len('update-delete-'):]})", "s after the update", "progress",
                 "The cells below a deleted cell closing its gap (`performBatchUpdates { deleteItems }`), as a fraction of their way. The instants are where 0.30 s of ease-in-out puts each frame on the simulator's 60-Hz clock, so the chart shows one curve explaining every sample; what rules the other curves out is that they put the samples off that clock (docs/facts.md, \"Update animations\"). The deleted cell's alpha, measured apart, is tested against 1 − progress at the same instants.")
                for k in sorted(curves) if k.startswith("update-delete-")]
    motions += [(k, f"Table `.middle`, Carbon ({k[len('update-middle-'):]})", "s after the update", "progress",
                 "The rows below an inserted or deleted row opening or closing its gap, as a fraction of the row's height, at the instants the fitted curve gives (see the deletions above); the row's alpha, measured apart, is tested against the same progress.")
                for k in sorted(curves) if k.startswith("update-middle-")]
    rows = []
    for key, title, xl, yl, what in motions:
        if key not in curves:
            continue
        c = curves[key]
        series = [("real UIKit", c["recorded"], "#ff3b30", False), ("ScrollReel", c["scrollreel"], "#007aff", False)]
        if "published" in c:
            series.append(("published spring (before)", c["published"], "#8e8e93", True))
        with open(os.path.join(docs, "fidelity", f"{key}.svg"), "w") as f:
            f.write(chart(title.replace("`", ""), c["t"], series, xl, yl))
        err = rms(c["recorded"], c["scrollreel"])
        unit = "" if yl == "progress" else " pt"
        rows.append((title, err, unit, 3 if yl == "progress" else 2))
        extra = f" The published stiffness-100 spring: {rms(c['recorded'], c['published']):.1f} pt rms." if "published" in c else ""
        digits = 3 if yl == "progress" else 2
        sections.append(f"### {title}\n\n{what} ScrollReel vs UIKit: {err:.{digits}f}{unit} rms.{extra}\n\n![{title}](fidelity/{key}.svg)\n")
    for key in sorted(k for k in curves if k.startswith("update-points-")):
        c = curves[key]
        worst = max(abs(a - b) for a, b in zip(c["recorded"], c["scrollreel"]))
        rows.append((f"Table `.fade`, Dwifft's shuffles: every sampled fading row ({len(c['recorded'])}, worst {worst:.2f} px)",
                     rms(c["recorded"], c["scrollreel"]), " px", 2))
    table = "\n".join(f"| {t} | {e:.{d}f}{u} |" for t, e, u, d in rows)
    with open(os.path.join(docs, "fidelity.md"), "w") as f:
        f.write(PAGE.format(table=table, sections="\n".join(sections)))


PAGE = """# Fidelity: ScrollReel against real UIKit

Does ScrollReel move like iOS? This page puts its motion beside real UIKit, measured in two
screen recordings nobody on this project made: the TDTableViewHeaderPager app
(thedahiyaboy/TDTableViewHeaderPager, MIT, 2018; iPhone 8 Plus simulator, iOS 11/12), portrait
and landscape, one frame per 100 ms. `scripts/recordings/extract.py` measures the table's content
offset in every frame (60-pt rows give the scale), the finger (the simulator's pointer and its
touch ring) and the motion segments; `scripts/recordings/analyze.py` fits them. The extracted
curves, with their source, are test fixtures (`Tests/ReelScrollTests/Fixtures/Recordings/`); the
recordings themselves are not in this repository. Data changes are measured in seven more: the
README GIFs of diffing libraries (MagazineLayout, Carbon, Dwifft, DeepDiff; their sources are
in `Tests/ScrollReelTests/Fixtures/UpdateRecordings/`), by `scripts/recordings/extract-updates.py`.

Every chart below is drawn by `scripts/fidelity` from the curves the fidelity tests
(`Tests/ReelScrollTests/FidelityTests.swift`, `Tests/ScrollReelTests/UpdateRecordingTests.swift`)
compute: the tests assert each one within the
recordings' measurement error, and fail for the model ScrollReel used before.

## The model and where each number comes from

| what | value | source |
| --- | --- | --- |
| Deceleration | 0.998 per ms (`.normal`), 0.99 (`.fast`) | UIKit's constants; all 16 recorded coasts fit 0.99799 ± 0.00001 |
| Momentum stop | ends at 10 pt/s | not measurable here (every coast ends at a touch or an edge; 27 pt/s still decays normally); 10 pt/s lies below that bound |
| Release past an edge | overdamped spring, ω 20.8 rad/s, ζ 1.29 (101 ms and 23 ms) | fitted to the 107-pt held pull (best of critically damped, exponential and free damping); 48 %, 18 %, 7 % left at +100/+200/+300 ms |
| Momentum into an edge | critically damped spring, ω 9.2 rad/s | fitted to the portrait flick past the bottom edge (0.05 pt rms) |
| Paging settle | critically damped, ω 10 rad/s | not in the recordings; the published model stands |
| Rubber band | (1 − 1/(x·0.55/d + 1))·d, d = viewport length | UIKit's constant, kept: within 4.5 pt rms of the held pull (a free fit, c = 0.58, reaches 0.9 pt) |
| Finger to content | 40 ms latency | best fit of the recorded drags (40–45 ms, 1σ) |
| Tap | selects on touch-up, as `didSelectItemAt` | the recorded scrolls start in the frame of the lift |
| Animated scroll | 0.33 s, ease-in-ease-out (0.42, 0, 0.58, 1) | fitted to both tab taps: 0.326 ± 0.016 s, the best of six curves |
| Release velocity | the finger's velocity at the lift | not measurable at 10 fps (finger and content velocities differ by 0.7–2.9×, within sampling error) |
| Update animation | 0.30 s, ease-in-out (0.42, 0, 0.58, 1), one progress for every element | the best of six curves on the 60-Hz grid in four recordings: 298–303 ms (collection deletes), 296–301 ms (table `.fade`), 298–301 ms (table `.middle`) |
| Fades in an update | alpha = progress (appearing), 1 − progress (disappearing) | within 0.03 in every recording |
| Deleted collection-view item | fades at its old frame, drawn above the cells sliding in | MagazineLayout: 12 RGB rms against 29 drawn beneath |
| Table `.fade` | deleted and inserted rows move within their run (docs/facts.md), beneath the rows that stay | Dwifft: 0.11 px rms (deleted), 0.04 px (inserted) |
| Table `.middle` | the row centred in the opening or closing gap, beneath its neighbours | Carbon: 1.7 RGB rms against 13.6 for the other readings |
| Offset after an update | kept (clamped if the content got too short), then `targetContentOffset(forProposedContentOffset:)` | Apple's documentation; the jump users report (docs/facts.md, "Batch updates") |

## How close

| motion | ScrollReel vs UIKit (rms) |
| --- | --- |
{table}

{sections}
"""

if __name__ == "__main__":
    main()
