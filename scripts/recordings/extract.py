#!/usr/bin/env python3
"""Measure real UIKit scrolling in screen recordings of TDTableViewHeaderPager.

Reads the animated GIFs that thedahiyaboy/TDTableViewHeaderPager (MIT, 2018)
committed (iPhone 8 Plus simulator, iOS 11/12) and writes one JSON fixture per
recording: per-frame samples (time, table content offset, finger state and
position, tab underline) and the motion segments (drag, coast, bounce,
programmatic scroll).  `analyze.py` then adds the fitted quantities (`fits`).

    python3 scripts/recordings/extract.py --recordings DIR \
        --out Tests/ReelScrollTests/Fixtures/Recordings

DIR must hold TDTableViewHeaderPager-1.gif, TDTableViewHeaderPager-2.gif and
TDTableViewHeaderPager-data.json (the app's menu).  Needs numpy and Pillow.
The output depends only on the input bytes (no clocks, no randomness).

How the content offset is measured
----------------------------------
* The table region of every frame (below the pager's drop shadow, which is
  divided out, left of the scroll indicator) is compared with the previous
  frame at every vertical shift; the cost is a normalised sum of squared
  differences over the rows that overlap, with the pointer (arrow and touch
  ring, found by template matching) masked out and the worst 10 % of rows
  dropped (a touched cell highlights).  The best shift is refined to
  0.05 px with symmetric cubic resampling and a parabola.
* Frames whose link is clear (low cost, runner-up at least 1.5x worse) form
  chains.  The longest chain seeds a content mosaic (per-pixel median of the
  aligned frames); every other chain or lone frame (the 0.3-0.4 s animated
  `scrollToRow` moves hundreds of points per frame) is placed by searching
  the whole mosaic, inside the range its placed neighbours in time allow
  (the menu repeats three sections word for word).
* All positions are then re-measured against the final mosaic and solved by
  least squares together with the frame-to-frame shifts, so the offsets
  do not drift.
* Pixels become points through the grey section-title rows: their centres
  in the mosaic are fitted against the known layout (60-pt rows, titles at
  cells 0, 7, 12, 19, 28, 35, 40, 47 of data.json), which gives px-per-pt.
  The zero is fixed by the frames at rest after a tab tap's
  `scrollToRow(at: IndexPath(row: 7), at: .top)`: content offset 420 pt
  exactly (the "Salad And Papad" title at the table's top).  Check: the
  rests at the bottom edge must sit at content height - viewport height
  (printed, and stored as source.bottom_edge_check).

Finger: the arrow pointer is found by normalised cross-correlation with the
arrow itself (hot spot = its tip), the touch ring by a dark-annulus filter.
Segments: see `segment`.
"""

import argparse
import json
import os
import sys
import warnings

import numpy as np
from PIL import Image, ImageSequence

# ----------------------------------------------------------------------------
# Geometry of the two recordings (pixels of the GIF), measured once by hand on
# frame 0 and checked by `check_geometry`: the device screen inside the dark
# simulator bezel, the rows of the table that are compared (from the top of
# the table under the pager's shadow to the screen's bottom), the columns
# (left of the scroll indicator), the pager's underline row and the pager band.

RECORDINGS = {
    "TDTableViewHeaderPager-1": {
        "orientation": "portrait",
        "screen": [37, 67, 270, 482],        # x0, y0, x1, y1 (exclusive)
        "screen_pt": [414, 736],
        "table_rows": [127, 481],            # first, last+1 GIF row compared
        "table_cols": [38, 262],             # scroll indicator at x 264-268
        "sep_cols_from": 53,                 # separators start 20 pt in
        "underline_row": 123,                # 5-pt underline: rows 122-124
        "pager_rows": [101, 126],            # collection view band
        "viewport_pt_guess": 632,            # 736 - 20 - 44 - 40
    },
    "TDTableViewHeaderPager-2": {
        "orientation": "landscape",
        "screen": [72, 32, 487, 265],
        "screen_pt": [736, 414],
        "table_rows": [81, 264],
        "table_cols": [73, 481],             # scroll indicator at x 483-485
        "sep_cols_from": 88,
        "underline_row": 77,                 # rows 76-78
        "pager_rows": [56, 80],
        "viewport_pt_guess": 330,            # 414 - 44 - 40
    },
}
DATA_JSON = "TDTableViewHeaderPager-data.json"
ROW_PT = 60.0

# The macOS arrow pointer as it appears in recording 2, frame 0 (rows 141-154,
# columns 246-256); the hot spot is the first black pixel, (1, 1) here.
ARROW = np.array([
    [255, 253, 238, 245, 251, 253, 255, 255, 255, 255, 255],
    [255, 54, 253, 236, 245, 252, 253, 255, 255, 255, 255],
    [253, 1, 55, 253, 238, 246, 251, 253, 255, 255, 255],
    [253, 1, 0, 53, 253, 236, 246, 252, 255, 255, 255],
    [255, 0, 0, 1, 54, 252, 238, 246, 255, 253, 252],
    [255, 0, 0, 1, 0, 55, 252, 236, 245, 253, 253],
    [255, 0, 0, 1, 0, 0, 54, 255, 236, 245, 255],
    [255, 0, 0, 0, 1, 1, 1, 53, 255, 236, 246],
    [253, 1, 0, 1, 0, 1, 0, 1, 55, 252, 238],
    [255, 1, 0, 57, 1, 53, 255, 255, 255, 255, 255],
    [255, 1, 55, 221, 54, 0, 168, 203, 164, 182, 209],
    [253, 55, 253, 201, 167, 0, 54, 255, 196, 215, 231],
    [255, 255, 166, 171, 253, 54, 0, 172, 231, 234, 245],
    [255, 185, 200, 200, 218, 167, 0, 55, 239, 234, 251],
], dtype=np.float64)
ARROW_HOTSPOT = (1, 1)          # (row, col) inside ARROW
ARROW_MIN_NCC = 0.75            # below: pointer not on screen
RING_R = (18.0, 21.5)           # touch ring: dark annulus, radius in px
RING_MIN_SCORE = 0.35           # ~0.55 with a ring, <= 0.21 without

LINK_MAX_COST = 4.5             # normalised SSD (x100); clean links are <= 3.7
LINK_MIN_RATIO = 1.5            # runner-up / best
MIN_OVERLAP = 20                # rows


# ----------------------------------------------------------------------------
# Input

def load_gif(path):
    im = Image.open(path)
    frames, delays = [], []
    for fr in ImageSequence.Iterator(im):
        frames.append(np.asarray(fr.convert("L"), dtype=np.float64))
        delays.append(int(fr.info.get("duration", 100)))
    return np.array(frames), delays


def load_layout(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)["Result"]
    cells, headers = 0, []
    for sec in data:
        headers.append({"cell": cells, "title": sec["title"]})
        cells += 1 + len(sec["data"])
    return {"cells": cells, "headers": headers,
            "content_height_pt": cells * ROW_PT}


def check_geometry(name, frame, g):
    x0, y0, x1, y1 = g["screen"]
    dark = lambda v: v < 60
    ok = (dark(np.median(frame[y0:y1, x0 - 1])) and dark(np.median(frame[y0:y1, x1]))
          and dark(np.median(frame[y0 - 1, x0:x1])) and dark(np.median(frame[y1, x0:x1]))
          and not dark(np.median(frame[y0:y1, x0])) and not dark(np.median(frame[y0, x0:x1])))
    if not ok:
        sys.exit(f"{name}: the screen rectangle {g['screen']} does not match frame 0")


# ----------------------------------------------------------------------------
# Pointer

def ncc_map(img, tpl):
    th, tw = tpl.shape
    t = tpl - tpl.mean()
    tn = np.sqrt((t ** 2).sum())
    H, W = img.shape
    shp = (H + th, W + tw)
    corr = np.fft.irfft2(np.fft.rfft2(img, s=shp) * np.fft.rfft2(t[::-1, ::-1], s=shp), s=shp)
    corr = corr[th - 1:H, tw - 1:W]
    c1 = np.cumsum(np.cumsum(np.pad(img, ((1, 0), (1, 0))), 0), 1)
    c2 = np.cumsum(np.cumsum(np.pad(img ** 2, ((1, 0), (1, 0))), 0), 1)
    box = lambda c: c[th:, tw:] - c[:-th, tw:] - c[th:, :-tw] + c[:-th, :-tw]
    var = box(c2) - box(c1) ** 2 / (th * tw)
    return corr / (np.sqrt(np.maximum(var, 1e-6)) * tn + 1e-9)


def ring_kernels():
    R = int(np.ceil(RING_R[1])) + 2
    yy, xx = np.mgrid[-R:R + 1, -R:R + 1]
    rr = np.hypot(yy, xx)
    ring = ((rr >= RING_R[0]) & (rr <= RING_R[1])).astype(float)
    inner = (rr < RING_R[0] - 3).astype(float)
    return R, ring / ring.sum(), inner / inner.sum()


def conv_same(a, k, R):
    H, W = a.shape
    shp = (H + 2 * R + 1, W + 2 * R + 1)
    out = np.fft.irfft2(np.fft.rfft2(a, s=shp) * np.fft.rfft2(k, s=shp), s=shp)
    return out[R:R + H, R:R + W]


def find_pointer(frame, g):
    """Arrow hot spot (x, y) in GIF px or None, and touch ring (score, x, y)."""
    x0, y0, x1, y1 = g["screen"]
    m = ncc_map(frame, ARROW)
    j = int(np.argmax(m))
    ay, ax = divmod(j, m.shape[1])
    score = float(m[ay, ax])
    arrow = None
    if score >= ARROW_MIN_NCC:
        # sub-pixel peak (parabola in x and y)
        def par(a, b, c):
            den = a - 2 * b + c
            return 0.5 * (a - c) / den if den < 0 else 0.0
        fx = par(m[ay, ax - 1], m[ay, ax], m[ay, ax + 1]) if 0 < ax < m.shape[1] - 1 else 0.0
        fy = par(m[ay - 1, ax], m[ay, ax], m[ay + 1, ax]) if 0 < ay < m.shape[0] - 1 else 0.0
        arrow = (ax + ARROW_HOTSPOT[1] + fx, ay + ARROW_HOTSPOT[0] + fy, score)
    dark = np.zeros_like(frame)
    dark[y0:y1, x0:x1] = np.clip((120.0 - frame[y0:y1, x0:x1]) / 120.0, 0, 1)
    R, kr, ki = ring_kernels()
    sc = conv_same(dark, kr, R) - conv_same(dark, ki, R)
    j = int(np.argmax(sc))
    ry, rx = divmod(j, sc.shape[1])
    return arrow, (float(sc[ry, rx]), rx, ry)


# ----------------------------------------------------------------------------
# Vertical registration

def _keys(x):
    x = np.abs(x)
    return np.where(x < 1, 1.5 * x ** 3 - 2.5 * x ** 2 + 1,
                    np.where(x < 2, -0.5 * x ** 3 + 2.5 * x ** 2 - 4 * x + 2, 0.0))


def sample_rows(img, pos):
    """Rows of img at fractional positions pos (Keys cubic, edges clamped)."""
    n = img.shape[0]
    i = np.floor(pos).astype(int)
    t = pos - i
    out = 0.0
    for k in (-1, 0, 1, 2):
        out = out + img[np.clip(i + k, 0, n - 1)] * _keys(t - k)[:, None]
    return out


CLIP = 40.0 ** 2
KEEP = 0.9


def ncost(a, b, keep=None):
    """Normalised robust SSD between two equally shaped blocks (NaN = masked);
    the worst (1 - keep) of the rows are left out."""
    keep_frac = KEEP if keep is None else keep
    e = np.minimum((a - b) ** 2, CLIP)
    valid = np.isfinite(e)
    cnt = valid.sum(1)
    ok = cnt > e.shape[1] * 0.3
    e0 = np.where(valid, e, 0.0)
    rm = np.where(ok, e0.sum(1) / np.maximum(cnt, 1), np.inf)
    nk = int(round(ok.sum() * keep_frac))
    if nk < 1:
        return np.inf
    keep = np.argsort(rm, kind="stable")[:nk]
    vv = valid[keep]
    av, bv = a[keep][vv], b[keep][vv]
    den = ((av - av.mean()) ** 2).sum() + ((bv - bv.mean()) ** 2).sum()
    return float(e0[keep].sum() / max(den, 1e-9) * 100.0)


def pair_cost(A, B, d, minov=MIN_OVERLAP):
    """B[y] ~ A[y + d]; both sampled half a fraction away from the grid."""
    h = A.shape[0]
    lo = max(0.0, -d) + 1
    hi = min(h - 1.0, h - 1.0 - d) - 1
    if hi - lo < minov:
        return np.inf
    ys = np.arange(np.ceil(lo), np.floor(hi) + 1)
    fr = d - np.round(d)
    yB = ys - fr / 2
    return ncost(sample_rows(A, yB + d), sample_rows(B, yB))


def mosaic_cost(M, m0, F, P, keep=None):
    """Frame rows y sit at content px y + P; mosaic row k is content px m0 + k."""
    h = F.shape[0]
    pos = np.arange(h) + P - m0
    ok = (pos >= 1) & (pos <= M.shape[0] - 3)
    if ok.sum() < MIN_OVERLAP:
        return np.inf
    return ncost(sample_rows(M, pos[ok]), F[ok], keep)


def local_minima(xs, c, k, sep):
    out = []
    for i in np.argsort(c, kind="stable"):
        if not np.isfinite(c[i]):
            break
        if (i == 0 or c[i] <= c[i - 1]) and (i == len(c) - 1 or c[i] <= c[i + 1]):
            if all(abs(xs[i] - xs[j]) > sep for j in out):
                out.append(i)
        if len(out) >= k:
            break
    return out


def refine(fun, x0, half=1.0, step=0.05):
    xs = np.round(np.arange(-half, half + step / 2, step), 4) + x0
    c = np.array([fun(float(x)) for x in xs])
    j = int(np.argmin(c))
    off = 0.0
    if 0 < j < len(xs) - 1:
        den = c[j - 1] - 2 * c[j] + c[j + 1]
        if den > 0:
            off = 0.5 * (c[j - 1] - c[j + 1]) / den * step
    return float(xs[j] + off), float(c[j])


def link_frames(R):
    """Shift between consecutive frames: (d px, cost, runner-up cost)."""
    h = R.shape[1]
    minov = max(MIN_OVERLAP, h // 3)     # tiny overlaps match by chance
    ds = np.arange(-(h - minov), h - minov + 1)
    links = [None]
    for i in range(1, len(R)):
        c = np.array([pair_cost(R[i - 1], R[i], float(d), minov) for d in ds])
        mins = local_minima(ds, c, 2, 4)
        d0 = ds[mins[0]]
        d, cst = refine(lambda x: pair_cost(R[i - 1], R[i], x), float(d0))
        second = float(c[mins[1]]) if len(mins) > 1 else np.inf
        links.append((d, cst, second))
    return links


def build_mosaic(R, P, frames):
    """Per-pixel median of the frames in `frames` placed at P (content px)."""
    h, w = R.shape[1:]
    m0 = int(np.floor(min(P[f] for f in frames))) - 2
    m1 = int(np.ceil(max(P[f] for f in frames))) + h + 2
    M = np.full((m1 - m0, w), np.nan)
    block = 64
    for b0 in range(0, m1 - m0, block):
        rows = np.arange(b0, min(b0 + block, m1 - m0))
        stack = []
        for f in frames:
            pos = rows + m0 - P[f]
            ok = (pos >= 0) & (pos <= h - 1)
            if not ok.any():
                continue
            s = np.full((len(rows), w), np.nan)
            s[ok] = sample_rows(R[f], pos[ok])
            # a NaN (pointer) pixel spreads to its cubic neighbours: keep masked
            stack.append(s)
        if stack:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", RuntimeWarning)   # all-NaN columns
                M[rows] = np.nanmedian(np.array(stack), axis=0)
    return M, m0


def track(R, log):
    N = len(R)
    links = link_frames(R)
    good = [False] + [l[1] <= LINK_MAX_COST and l[2] >= LINK_MIN_RATIO * l[1] for l in links[1:]]
    chains, cur = [], [0]
    for i in range(1, N):
        if good[i]:
            cur.append(i)
        else:
            chains.append(cur)
            cur = [i]
    chains.append(cur)
    rel = {}
    for ch in chains:
        p = 0.0
        for k, f in enumerate(ch):
            if k:
                p += links[f][0]
            rel[f] = p
    order = sorted(range(len(chains)), key=lambda k: (-len(chains[k]), chains[k][0]))
    P = {}
    ref = chains[order[0]]
    for f in ref:
        P[f] = rel[f]
    log(f"  links: {sum(good)} clear of {N - 1}; chains: "
        + ", ".join(f"{c[0]}-{c[-1]}" for c in chains))
    for k in order[1:]:
        ch = chains[k]
        placed = sorted(P)
        M, m0 = build_mosaic(R, P, placed)
        h = R.shape[1]
        # allowed range from the nearest placed frames before and after
        before = [f for f in placed if f < ch[0]]
        after = [f for f in placed if f > ch[-1]]
        lo, hi = m0 - h + MIN_OVERLAP, m0 + M.shape[0] - MIN_OVERLAP
        if before and after:
            a, b = P[before[-1]] - rel[ch[0]], P[after[0]] - rel[ch[-1]]
            lo, hi = max(lo, min(a, b) - 40), min(hi, max(a, b) + 40)
        xs = np.arange(int(np.floor(lo)), int(np.ceil(hi)) + 1)
        def chain_cost(x):
            # all rows count: the section titles are what tells the three
            # repeated sections apart
            c = [mosaic_cost(M, m0, R[f], x + rel[f], keep=1.0) for f in ch]
            c = [v for v in c if np.isfinite(v)]
            return float(np.mean(c)) if len(c) >= max(1, 0.2 * len(ch)) else np.inf
        tot = np.array([chain_cost(float(x)) for x in xs])
        mins = local_minima(xs, tot, 3, 4)
        x0 = float(xs[mins[0]])
        x, c = refine(chain_cost, x0)
        alt = ", ".join(f"{xs[j]:.0f}:{tot[j]:.2f}" for j in mins[1:])
        log(f"  chain {ch[0]}-{ch[-1]} placed at {x:.1f} px (cost {c:.2f}; next {alt})")
        if len(mins) > 1 and tot[mins[1]] < LINK_MIN_RATIO * c:
            log(f"  WARNING: placement of frames {ch[0]}-{ch[-1]} is ambiguous")
        for f in ch:
            P[f] = x + rel[f]
    # joint refinement: each frame against the full mosaic + frame-to-frame shifts
    for it in range(2):
        M, m0 = build_mosaic(R, P, list(range(N)))
        Q = {}
        for f in range(N):
            Q[f], _ = refine(lambda x: mosaic_cost(M, m0, R[f], x), P[f], half=2.0)
        A = np.zeros((N + N - 1, N))
        y = np.zeros(N + N - 1)
        wa, wr = 1 / 0.5, 1 / 0.1
        for f in range(N):
            A[f, f] = wa
            y[f] = wa * Q[f]
        r = N
        for i in range(1, N):
            if good[i]:
                A[r, i], A[r, i - 1] = wr, -wr
                y[r] = wr * links[i][0]
                r += 1
        sol, *_ = np.linalg.lstsq(A[:r], y[:r], rcond=None)
        P = {f: float(sol[f]) for f in range(N)}
        dev = np.array([Q[f] - P[f] for f in range(N)])
        log(f"  refinement {it + 1}: mosaic vs solution rms {np.sqrt((dev ** 2).mean()):.2f} px, "
            f"max {np.abs(dev).max():.2f} px")
    M, m0 = build_mosaic(R, P, list(range(N)))
    return P, links, good, M, m0, float(np.sqrt((dev ** 2).mean())), float(np.abs(dev).max())


# ----------------------------------------------------------------------------
# Pixels to points

def band_centres(M, m0, g):
    """Grey title rows in the mosaic: list of (centre px, height px)."""
    c0 = g["sep_cols_from"] - g["table_cols"][0]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        prof = np.nanmedian(M[:, c0:], axis=1)
    grey = (prof > 212) & (prof < 236)
    out = []
    i = 0
    n = len(prof)
    while i < n:
        if grey[i]:
            j = i
            while j < n and grey[j]:
                j += 1
            if j - i >= 26 and i > 0 and j < n:
                # sub-pixel edges: fraction of grey in the boundary pixels
                G, W = 224.0, 255.0
                top = i - np.clip((W - prof[i - 1]) / (W - G), 0, 1)
                bot = j + np.clip((W - prof[j]) / (W - G), 0, 1)
                out.append(((top + bot) / 2 + m0, bot - top))
            i = j
        else:
            i += 1
    return out


def fit_scale(bands, layout):
    """Match detected bands to the title cells; least squares centre = a + s*pt."""
    hdr = [h["cell"] * ROW_PT + ROW_PT / 2 for h in layout["headers"]]
    best = None
    cs = np.array([b[0] for b in bands])
    for s in np.arange(0.55, 0.575, 0.0005):
        for anchor in hdr:
            a = cs[0] - s * anchor
            pts = (cs - a) / s
            idx = [int(np.argmin([abs(p - q) for q in hdr])) for p in pts]
            res = np.array([p - hdr[k] for p, k in zip(pts, idx)])
            if len(set(idx)) != len(idx):
                continue
            score = float(np.abs(res).max())
            if best is None or score < best[0]:
                best = (score, idx)
    idx = best[1]
    x = np.array([hdr[k] for k in idx])
    A = np.vstack([np.ones_like(x), x]).T
    (a, s), res, *_ = np.linalg.lstsq(A, cs, rcond=None)
    resid = cs - (a + s * x)
    dof = max(len(x) - 2, 1)
    sig = np.sqrt((resid ** 2).sum() / dof)
    cov = sig ** 2 * np.linalg.inv(A.T @ A)
    return float(a), float(s), float(np.sqrt(cov[1, 1])), [layout["headers"][k]["title"] for k in idx], resid


# ----------------------------------------------------------------------------
# Per-recording extraction

def r1(x):
    return None if x is None else float(f"{x:.1f}")


def extract(path, layout, g, log):
    name = os.path.splitext(os.path.basename(path))[0]
    frames, delays = load_gif(path)
    check_geometry(name, frames[0], g)
    N = len(frames)
    t_ms = np.concatenate([[0], np.cumsum(delays)[:-1]])
    log(f"{name}: {N} frames, delays {sorted(set(delays))} ms, {frames.shape[2]}x{frames.shape[1]} px")

    # pointer
    pointers = [find_pointer(f, g) for f in frames]

    # table region, pager shadow divided out, pointer masked
    ty0, ty1 = g["table_rows"]
    tx0, tx1 = g["table_cols"]
    R = frames[:, ty0:ty1, tx0:tx1].copy()
    att = np.percentile(R.transpose(1, 0, 2).reshape(R.shape[1], -1), 99, axis=1) / 255.0
    R = np.clip(R / att[None, :, None], 0, 255)
    yy, xx = np.mgrid[ty0:ty1, tx0:tx1]
    for i, (arrow, ring) in enumerate(pointers):
        m = np.zeros(R.shape[1:], bool)
        if arrow is not None:
            ax, ay = arrow[0], arrow[1]
            m |= (xx >= ax - 5) & (xx <= ax + 14) & (yy >= ay - 5) & (yy <= ay + 20)
        if ring[0] >= RING_MIN_SCORE:
            m |= np.hypot(xx - ring[1], yy - ring[2]) < 25
        R[i][m] = np.nan

    P, links, good, M, m0, dev_rms, dev_max = track(R, log)

    bands = band_centres(M, m0, g)
    a, s, s_err, titles, resid = fit_scale(bands, layout)
    log(f"  title rows found in mosaic: {', '.join(titles)}")
    log(f"  px per pt (vertical) = {s:.5f} +- {s_err:.5f}; centre residuals "
        + " ".join(f"{r:+.2f}" for r in resid) + " px")
    # content pt of region row y in frame f: (y + P_f - a)/s ; the table top is
    # found from the anchor (frames at rest after scrollToRow to cell 7, .top)
    anchor_cell = next(h["cell"] for h in layout["headers"] if h["title"] == "Salad And Papad")
    anchor_pt = anchor_cell * ROW_PT
    # last run of >= 5 identical positions at the end of the recording
    end = N - 1
    k = end
    while k > 0 and abs(P[k - 1] - P[end]) < 0.05:
        k -= 1
    if end - k < 4:
        sys.exit(f"{name}: no rest at the end to anchor on")
    # offset_f = (ytop_region + P_f - a)/s ; anchor: offset = anchor_pt
    ytop_region = anchor_pt * s + a - P[end]
    table_top_px = ty0 + ytop_region
    log(f"  anchor: frames {k}-{end} at rest, content offset := {anchor_pt:.0f} pt; "
        f"table top at GIF row {table_top_px:.2f}")
    offs = {f: (ytop_region + P[f] - a) / s for f in range(N)}

    # finger: points from the screen's top-left corner
    sx0, sy0, sx1, sy1 = g["screen"]
    sxs = (sx1 - sx0) / g["screen_pt"][0]
    # underline
    samples = []
    for f in range(N):
        arrow, ring = pointers[f]
        down = ring[0] >= RING_MIN_SCORE
        smp = {"i": f, "t": int(t_ms[f]) / 1000.0, "y": r1(offs[f]),
               "down": bool(down)}
        if arrow is not None:
            smp["fx"] = r1((arrow[0] - sx0) / sxs)
            smp["fy"] = r1((arrow[1] - sy0) / s)
        else:
            smp["fx"] = None
            smp["fy"] = None
        ul = underline(frames[f], g, arrow)
        smp["ux"] = r1((ul[0] - sx0) / sxs) if ul else None
        smp["uw"] = r1(ul[1] / sxs) if ul else None
        samples.append(smp)

    # independent check of scale and zero: rests at the bottom edge must sit at
    # content height - viewport height (the table reaches the screen's bottom)
    viewport = (sy1 - table_top_px) / s
    max_off = layout["content_height_pt"] - viewport
    rests, k = [], 1
    while k < N - 2:
        if abs(offs[k] - max_off) < 5 and all(abs(offs[j] - offs[k]) < 0.2 for j in (k + 1, k + 2)):
            e = k
            while e + 1 < N and abs(offs[e + 1] - offs[k]) < 0.2:
                e += 1
            rests.append({"frames": [k, e], "offset_pt": r1(float(np.median([offs[j] for j in range(k, e + 1)]))),
                          "expected_pt": r1(max_off)})
            k = e + 1
        else:
            k += 1
    for r in rests:
        log(f"  check: rest at the bottom edge, frames {r['frames'][0]}-{r['frames'][1]}: "
            f"{r['offset_pt']} pt, expected {r['expected_pt']} pt")

    meta = {
        "dev_rms_pt": dev_rms / s, "dev_max_pt": dev_max / s,
        "bottom_rests": rests,
        "px_per_pt": s, "px_per_pt_err": s_err, "px_per_pt_x": sxs,
        "table_top_px": table_top_px, "screen_top_px": sy0,
        "table_top_pt": (table_top_px - sy0) / s,
        "viewport_pt": (sy1 - table_top_px) / s,
        "anchor_frames": [k, end], "anchor_pt": anchor_pt,
        "links": links, "good": good, "bands": bands, "titles": titles,
    }
    return name, samples, meta, M


def underline(frame, g, arrow):
    """Screen x range of the pager's underline (the longest dark run in its row)."""
    x0, _, x1, _ = g["screen"]
    row = frame[g["underline_row"], x0:x1]
    dark = row < 110
    best, i = None, 0
    while i < len(dark):
        if dark[i]:
            j = i
            while j < len(dark) and dark[j]:
                j += 1
            if best is None or j - i > best[1] - best[0]:
                best = (i, j)
            i = j
        else:
            i += 1
    if best is None or best[1] - best[0] < 15:
        return None
    lo, hi = best
    if arrow is not None and lo - 3 <= arrow[0] - x0 <= hi + 12 and abs(arrow[1] - g["underline_row"]) < 22:
        return None  # the pointer sits on it
    # the run touching the screen edge is cut off: report only if inside
    if lo == 0 or hi == len(dark):
        return None
    # sub-pixel ends from the partial pixels
    fl = np.clip((255.0 - row[lo - 1]) / 255.0, 0, 1)
    fr = np.clip((255.0 - row[hi]) / 255.0, 0, 1)
    a, b = lo - fl, hi + fr
    return ((a + b) / 2 + x0, b - a)


# ----------------------------------------------------------------------------
# Segmentation

REST_DY = 0.5          # pt per frame: slower than this for two frames = at rest
EDGE_TOL = 0.5         # pt beyond an edge before it counts as overscroll


def segment(samples, meta, layout, g):
    """Touches from the ring; motions from the offsets.

    drag          finger down on the table and the content moving
    catch         finger down on a moving table that stops it
    coast         after a lift: content decelerating (ends at rest, at the next
                  touch on the table, or where it runs past an edge)
    bounce        content beyond the top/bottom edge returning to it, after a
                  held pull or after momentum carried it past
    programmatic  after a tap on the pager with the table at rest: the
                  animated scrollToRow (first = the last frame at rest)
    pager         a touch on the pager that moves no table content
    """
    N = len(samples)
    y = np.array([smp["y"] for smp in samples])
    down = np.array([smp["down"] for smp in samples])
    top_max = layout["content_height_pt"] - meta["viewport_pt"]
    s = meta["px_per_pt"]
    sy0 = meta["screen_top_px"]

    def on_pager(f):
        fy = samples[f]["fy"]
        return fy is not None and g["pager_rows"][0] <= fy * s + sy0 <= g["pager_rows"][1]

    def beyond(k):
        return y[k] > top_max + EDGE_TOL or y[k] < -EDGE_TOL

    def still(k):            # no motion from k-1 to k
        return k <= 0 or abs(y[k] - y[k - 1]) < REST_DY

    touches = []
    f = 0
    while f < N:
        if down[f]:
            e = f
            while e + 1 < N and down[e + 1]:
                e += 1
            touches.append({"first": f, "last": e, "where": "pager" if on_pager(f) else "table"})
            f = e + 1
        else:
            f += 1
    table_downs = [t["first"] for t in touches if t["where"] == "table"]

    def settle(k0):
        """Follow the content from frame k0 (finger up) to where it rests or the
        next touch on the table; returns (last frame, how it ended)."""
        nxt = min([a for a in table_downs if a > k0] + [N])
        k = k0
        while k + 1 < nxt:
            if k + 2 < N and still(k + 1) and still(k + 2):
                return k, "rest"
            k += 1
        return k, ("touch" if nxt < N else "end of recording")

    def motion_after(k0, kind_note):
        out = []
        last, how = settle(k0)
        if last <= k0:
            return out
        over = [k for k in range(k0, last + 1) if beyond(k)]
        if over and over[0] == k0:
            moving_out = (y[k0] - y[k0 - 1]) * (1 if y[k0] > top_max else -1) > 2.0
            out.append({"kind": "bounce", "first": k0, "last": last, "end": how,
                        "from": "flick past the edge" if moving_out else "held pull"})
        elif over:
            out.append({"kind": "coast", "first": k0, "last": over[0] - 1, "end": "edge", **kind_note})
            out.append({"kind": "bounce", "first": over[0] - 1, "last": last, "end": how,
                        "from": "momentum into the edge"})
        else:
            out.append({"kind": "coast", "first": k0, "last": last, "end": how, **kind_note})
        return out

    segs = []
    if touches and touches[0]["first"] > 1 and not still(1):
        segs += motion_after(0, {"note": "already coasting at frame 0: the lift is not recorded"})
    for t in touches:
        a, b = t["first"], t["last"]
        tag = {"touch": [a, b]}
        nxt_touch = min([u["first"] for u in touches if u["first"] > b] + [N])
        if t["where"] == "pager":
            if a >= 2 and still(a) and still(a - 1):
                k = b
                while k + 1 < nxt_touch and abs(y[k + 1] - y[k]) < 0.05:
                    k += 1
                if k + 1 < nxt_touch:
                    last, how = settle(k + 1)
                    segs.append({"kind": "programmatic", "first": k, "last": last, "end": how, **tag})
                    continue
            segs.append({"kind": "pager", "first": a, "last": b, **tag,
                         "note": "touch on the pager; the table " +
                         ("kept moving" if not still(a) else "did not move")})
            continue
        moving_before = a >= 2 and not still(a)
        stopped = all(still(k) for k in range(a + 1, min(b + 2, N)))
        over = [k for k in range(a, b + 1) if beyond(k)]
        extra = {"overscroll_frames": [over[0], over[-1]]} if over else {}
        if not stopped:
            segs.append({"kind": "drag", "first": a, "last": b, **tag, **extra})
        else:
            segs.append({"kind": "catch" if moving_before else "hold", "first": a, "last": b, **tag, **extra})
        if b + 1 < N:
            segs += motion_after(b, {})
    segs.sort(key=lambda d: (d["first"], d["last"]))
    return segs, touches, top_max


# ----------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--recordings", required=True, help="folder with the GIFs and data.json")
    ap.add_argument("--out", required=True, help="fixture folder")
    ap.add_argument("--debug", help="optional folder for mosaics and a log")
    ap.add_argument("--only", help="process only this recording (file stem)")
    args = ap.parse_args()
    layout = load_layout(os.path.join(args.recordings, DATA_JSON))
    os.makedirs(args.out, exist_ok=True)
    logs = []

    def log(msg):
        print(msg)
        logs.append(msg)

    for stem, g in RECORDINGS.items():
        if args.only and stem != args.only:
            continue
        path = os.path.join(args.recordings, stem + ".gif")
        name, samples, meta, M = extract(path, layout, g, log)
        segs, touches, top_max = segment(samples, meta, layout, g)
        for sg in segs:
            log(f"  {sg['kind']:<12} frames {sg['first']:>3}-{sg['last']:<3} "
                + " ".join(f"{k}={v}" for k, v in sg.items() if k not in ("kind", "first", "last")))
        fixture = make_fixture(stem, g, layout, samples, meta, segs, top_max)
        out = os.path.join(args.out, stem + ".json")
        write_json(out, fixture)
        log(f"  wrote {out} ({os.path.getsize(out)} bytes)")
        if args.debug:
            os.makedirs(args.debug, exist_ok=True)
            img = np.nan_to_num(M, nan=128).clip(0, 255).astype(np.uint8)
            Image.fromarray(img).save(os.path.join(args.debug, stem + "-mosaic.png"))
            with open(os.path.join(args.debug, stem + "-links.txt"), "w") as f:
                for i, l in enumerate(meta["links"]):
                    if l:
                        f.write(f"{i} {l[0]:.2f} {l[1]:.2f} {l[2]:.2f} {'ok' if meta['good'][i] else 'BREAK'}\n")
    if args.debug:
        with open(os.path.join(args.debug, "extract.log"), "w") as f:
            f.write("\n".join(logs) + "\n")


def make_fixture(stem, g, layout, samples, meta, segs, top_max):
    s = meta["px_per_pt"]
    src = {
        "repository": "https://github.com/thedahiyaboy/TDTableViewHeaderPager",
        "file": stem + ".gif",
        "licence": "MIT (c) 2018 thedahiyaboy",
        "device": "iPhone 8 Plus simulator (iOS 11/12), " + g["orientation"]
                  + f", screen {g['screen_pt'][0]}x{g['screen_pt'][1]} pt",
        "app": "menu UITableView (60-pt rows, grey section-title rows) under a horizontal "
               "tab pager; tab tap -> scrollToRow(at:at:.top, animated: true)",
        "frame_timing": "GIF delays (all 100 ms) summed; the screen recorder's clock jitters a "
                        "few ms per frame and the pointer overlay may be sampled at a slightly "
                        "different time than the screen; one sample per 100 ms, so events "
                        "(touch down/up) are known to +-50 ms",
        "offset_measurement": "vertical registration of the table region against the previous "
                              "frame and a median mosaic of all frames (pointer masked, pager "
                              "shadow divided out), least-squares joined; zero fixed by the "
                              "rest after scrollToRow to the 'Salad And Papad' title row "
                              f"(content offset {meta['anchor_pt']:.0f} pt, frames "
                              f"{meta['anchor_frames'][0]}-{meta['anchor_frames'][1]}); each frame "
                              f"against the mosaic vs the joint solution: rms {meta['dev_rms_pt']:.2f} pt, "
                              f"max {meta['dev_max_pt']:.2f} pt",
        "px_per_pt": round(s, 5),
        "px_per_pt_err": round(meta["px_per_pt_err"], 5),
        "px_per_pt_from": "centres of the grey title rows in the mosaic fitted against "
                          "60-pt rows (" + ", ".join(meta["titles"]) + ")",
        "px_per_pt_x": round(meta["px_per_pt_x"], 5),
        "table_top_pt": round(meta["table_top_pt"], 1),
        "viewport_height_pt": round(meta["viewport_pt"], 1),
        "content_height_pt": layout["content_height_pt"],
        "max_offset_pt": round(top_max, 1),
        "bottom_edge_check": meta["bottom_rests"],
        "sample_units": "i frame index; t s (sum of GIF delays); y table contentOffset.y in pt "
                        "(0 = first row's top at the table's top edge, grows as the list scrolls "
                        "down, > max_offset_pt = pulled past the bottom); down: finger down; fx, fy "
                        "finger in pt; ux, uw underline centre and width in pt",
        "finger": "pointer hot spot in pt from the screen's top-left corner (null when the "
                  "pointer is off screen); down = the grey touch ring is drawn",
        "underline": "ux, uw: centre and width (pt, screen x) of the pager's selected-tab "
                     "underline; null when hidden by the pointer or cut off",
    }
    keys = ["i", "t", "y", "down", "fx", "fy", "ux", "uw"]
    return {
        "source": src,
        "sample_keys": keys,
        "samples": [[smp[k] for k in keys] for smp in samples],
        "segments": segs,
    }


def write_json(path, obj):
    txt = json.dumps(obj, indent=1, ensure_ascii=False, sort_keys=False)
    # one sample per line keeps the file small and diffable
    txt = compact_rows(txt)
    with open(path, "w", encoding="utf-8") as f:
        f.write(txt + "\n")


def compact_rows(txt):
    obj = json.loads(txt)
    parts = []

    def dump(o, ind):
        sp = " " * ind
        if isinstance(o, dict):
            if not o:
                return "{}"
            items = [f'{sp} {json.dumps(k, ensure_ascii=False)}: {dump(v, ind + 1)}' for k, v in o.items()]
            return "{\n" + ",\n".join(items) + "\n" + sp + "}"
        if isinstance(o, list):
            if all(not isinstance(v, (dict, list)) for v in o):
                return json.dumps(o, ensure_ascii=False, separators=(", ", ": "))
            items = [f"{sp} {dump(v, ind + 1)}" for v in o]
            return "[\n" + ",\n".join(items) + "\n" + sp + "]"
        return json.dumps(o, ensure_ascii=False)
    return dump(obj, 0)


if __name__ == "__main__":
    main()
