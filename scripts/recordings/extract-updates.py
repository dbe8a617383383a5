#!/usr/bin/env python3
"""Measure how real UIKit animates data updates (insert, delete, move) in screen recordings.

    python3 scripts/recordings/extract-updates.py --recordings DIR \
        --out Tests/ScrollReelTests/Fixtures/UpdateRecordings

DIR holds the GIFs named in RECORDINGS below (screen recordings that list-diffing libraries
committed as README assets; provenance in each entry).  For every recording the script writes
one small JSON fixture: provenance, the capture rate and the evidence for it, the tracked
samples (time, position or alpha per tracked element) and the fitted timing.  Nothing of the
pictures is written.  Needs numpy and Pillow; the output depends only on the input bytes.

Method
------
* Tracking.  A moving element is a template cut from the frame before the animation (or the
  one after it); its position in every frame is the shift that minimises a robust sum of
  squared differences (columns or rows with the worst 10 % left out, so a mouse pointer or
  a fading neighbour does not pull it), found on a 1-px grid and refined to 0.05 px with Keys
  cubic resampling and a parabola.  Positions become progress p = (x - x_start)/(x_end - x_start).
* Alpha.  A fading element over what is behind it: I = a*C + (1 - a)*B, C the element as it
  was drawn opaque, B what lies behind it at that instant (the moving content, cut from the
  frame after the animation and shifted by its measured position, or the background); a is
  the least-squares solution over the element's pixels.
* Timing.  The simulator draws at 60 Hz and the recorder samples those drawn frames, so every
  recorded sample shows the animation at a whole number of 1/60-s ticks.  For a candidate curve
  f and duration D, the progress of each sample gives its instant t = D * f^-1(p); with the
  right curve and duration those instants sit on a 1/60-s grid (one phase per animation), with
  a wrong one they scatter.  The rms distance to the grid (ms) ranks the candidates and fixes
  D in units of display frames, independent of the GIF's delays.  The ticks between samples
  then say how the recorder sampled (25 fps = 2, 2, 3, 2, 3 ticks; 10 fps = 6, ...).
  A conventional fit against the GIF's own clock (t = frame x delay, free start and duration)
  is given too: where the recorder sampled irregularly it is poor for every curve.
"""

import argparse
import json
import math
import os

import numpy as np
from PIL import Image, ImageSequence

TICK = 1000.0 / 60.0          # ms, one display frame of the simulator

# ----------------------------------------------------------------------------
# Input

def load_gif(path):
    """Frames as float RGB arrays (padded to the largest frame) and delays in ms."""
    im = Image.open(path)
    frames, delays = [], []
    for fr in ImageSequence.Iterator(im):
        frames.append(np.asarray(fr.convert("RGB"), dtype=np.float64))
        delays.append(int(fr.info.get("duration", 0)))
    h = max(f.shape[0] for f in frames)
    w = max(f.shape[1] for f in frames)
    out = np.zeros((len(frames), h, w, 3))
    for i, f in enumerate(frames):
        out[i, :f.shape[0], :f.shape[1]] = f
    return out, delays


# ----------------------------------------------------------------------------
# Registration

def _keys(x):
    x = np.abs(x)
    return np.where(x < 1, 1.5 * x ** 3 - 2.5 * x ** 2 + 1,
                    np.where(x < 2, -0.5 * x ** 3 + 2.5 * x ** 2 - 4 * x + 2, 0.0))


def resample(img, pos, axis):
    """img at fractional positions pos along axis (Keys cubic, edges clamped)."""
    img = np.moveaxis(img, axis, 0)
    n = img.shape[0]
    i = np.floor(pos).astype(int)
    t = pos - i
    out = 0.0
    for k in (-1, 0, 1, 2):
        w = _keys(t - k).reshape((-1,) + (1,) * (img.ndim - 1))
        out = out + img[np.clip(i + k, 0, n - 1)] * w
    return np.moveaxis(out, 0, axis)


def robust_cost(a, b, keep=0.9, axis=0):
    """Mean squared difference over the best `keep` of the lines across `axis`
    (columns when axis=0), RGB summed."""
    e = ((a - b) ** 2).sum(-1)
    lines = e.mean(axis)
    n = max(1, int(round(len(lines) * keep)))
    return float(np.sort(lines)[:n].mean())


def parabola(xs, cs):
    j = int(np.argmin(cs))
    if 0 < j < len(xs) - 1:
        den = cs[j - 1] - 2 * cs[j] + cs[j + 1]
        if den > 0:
            return float(xs[j] + 0.5 * (cs[j - 1] - cs[j + 1]) / den * (xs[1] - xs[0])), float(cs[j])
    return float(xs[j]), float(cs[j])


def find_shift(frame, tpl, rect, axis, lo, hi, keep=0.9):
    """Shift d (px, along axis 0 = down, 1 = right) such that frame at rect + d matches
    tpl (cut at rect = (x0, y0, x1, y1)); searched over [lo, hi].  Returns (d, cost)."""
    x0, y0, x1, y1 = rect
    if axis == 0:
        band = frame[:, x0:x1]
        base = np.arange(y0, y1, dtype=float)
        def cost(d):
            return robust_cost(resample(band, base + d, 0), tpl, keep, 0)
    else:
        band = frame[y0:y1]
        base = np.arange(x0, x1, dtype=float)
        def cost(d):
            return robust_cost(resample(band, base + d, 1), tpl, keep, 1)
    coarse = np.arange(math.floor(lo), math.ceil(hi) + 1, 1.0)
    cs = np.array([cost(d) for d in coarse])
    d0 = coarse[int(np.argmin(cs))]
    fine = d0 + np.round(np.arange(-1.0, 1.0001, 0.05), 4)
    return parabola(fine, np.array([cost(d) for d in fine]))


def box_blur(img, r):
    """Separable box blur of radius r (edges clamped)."""
    out = img
    for axis in (0, 1):
        n = out.shape[axis]
        acc = 0.0
        for k in range(-r, r + 1):
            acc = acc + np.take(out, np.clip(np.arange(n) + k, 0, n - 1), axis=axis)
        out = acc / (2 * r + 1)
    return out


def find_shift_ncc(frame, tpl, rect, axis, lo, hi):
    """As find_shift, but scored by zero-mean normalised cross-correlation: a fading
    element over a plain background matches at any alpha.  Returns (d, 1 - ncc)."""
    x0, y0, x1, y1 = rect
    t = tpl - tpl.mean()
    tn = np.sqrt((t * t).sum())
    if axis == 0:
        band, base = frame[:, x0:x1], np.arange(y0, y1, dtype=float)
    else:
        band, base = frame[y0:y1], np.arange(x0, x1, dtype=float)

    def cost(d):
        s = resample(band, base + d, axis)
        s = s - s.mean()
        sn = np.sqrt((s * s).sum())
        return 1.0 - float((s * t).sum() / (sn * tn)) if sn > 0 else 1.0
    coarse = np.arange(math.floor(lo), math.ceil(hi) + 1, 1.0)
    cs = np.array([cost(d) for d in coarse])
    d0 = coarse[int(np.argmin(cs))]
    fine = d0 + np.round(np.arange(-1.0, 1.0001, 0.05), 4)
    return parabola(fine, np.array([cost(d) for d in fine]))


def find_shift_2d(frame, tpl, x0, y0, dx_range, dy_range, keep=0.9, step=2, blur=3):
    """(dx, dy, cost) such that frame at (x0 + dx, y0 + dy) matches tpl: a scan on a `step`
    grid of blurred images (a wide basin), then 1 px on the sharp ones, then per-axis
    sub-pixel refinement (Keys cubic, parabola)."""
    h, w = tpl.shape[:2]

    def cost_int(img, t, dx, dy):
        ya, xa = y0 + dy, x0 + dx
        if ya < 0 or xa < 0 or ya + h > img.shape[0] or xa + w > img.shape[1]:
            return float("inf")
        return robust_cost(img[ya:ya + h, xa:xa + w], t, keep, 0)

    fb, tb = box_blur(frame, blur), box_blur(tpl, blur)
    _, bx, by = min((cost_int(fb, tb, dx, dy), dx, dy)
                    for dy in range(dy_range[0], dy_range[1] + 1, step)
                    for dx in range(dx_range[0], dx_range[1] + 1, step))
    _, dx, dy = min((cost_int(frame, tpl, bx + i, by + j), bx + i, by + j)
                    for j in range(-step - 1, step + 2) for i in range(-step - 1, step + 2))
    return refine_2d(frame, tpl, x0, y0, float(dx), float(dy), keep)


def alpha_ls(img, opaque, behind, mask=None):
    """Least-squares a in img = a*opaque + (1-a)*behind; returns (a, rms residual)."""
    x = opaque - behind
    y = img - behind
    if mask is not None:
        x, y = x[mask], y[mask]
    den = float((x * x).sum())
    a = float((x * y).sum()) / den if den > 0 else float("nan")
    return a, float(np.sqrt(((y - a * x) ** 2).mean()))


# ----------------------------------------------------------------------------
# Timing curves.  Each candidate is a family with one parameter (a bezier's duration, a
# spring's natural frequency); a member is a pair of functions: progress(t ms) and its
# inverse (the first instant a progress is reached), both from dense tables.

def bezier_table(p1x, p1y, p2x, p2y, n=20001):
    s = np.linspace(0.0, 1.0, n)
    bx = 3 * (1 - s) ** 2 * s * p1x + 3 * (1 - s) * s ** 2 * p2x + s ** 3
    by = 3 * (1 - s) ** 2 * s * p1y + 3 * (1 - s) * s ** 2 * p2y + s ** 3
    u = np.linspace(0.0, 1.0, n)
    return u, np.interp(u, bx, by)


def spring_table(zeta, smax=40.0, n=40001):
    """Unit step response from rest against s = omega * t."""
    s = np.linspace(0.0, smax, n)
    if zeta >= 1.0 - 1e-9:
        y = 1 - (1 + s) * np.exp(-s)
    else:
        wd = math.sqrt(1 - zeta * zeta)
        y = 1 - np.exp(-zeta * s) * (np.cos(wd * s) + zeta / wd * np.sin(wd * s))
    return s, y


def _monotone(y):
    """Running maximum made strictly increasing (for first-crossing inversion)."""
    m = np.maximum.accumulate(y)
    return m + np.arange(len(m)) * 1e-12


BEZIERS = {
    "ease-in-out": (0.42, 0.0, 0.58, 1.0),   # UIView's default curve, kCAMediaTimingFunctionEaseInEaseOut
    "ease-out": (0.0, 0.0, 0.58, 1.0),
    "ease-in": (0.42, 0.0, 1.0, 1.0),
    "linear": (0.0, 0.0, 1.0, 1.0),
    "ca-default": (0.25, 0.1, 0.25, 1.0),     # kCAMediaTimingFunctionDefault
}
SPRING_ZETAS = (1.0, 0.9, 0.8, 0.7)           # 1.0 = critically damped
DURATIONS = np.arange(100.0, 600.01, 1.0)     # ms scanned for the beziers
OMEGAS = np.arange(5.0, 60.001, 0.25)         # rad/s scanned for the springs


class Curve:
    def __init__(self, name, pname, value, f, finv, settle):
        self.name, self.pname, self.value = name, pname, value
        self.f, self.finv, self.settle = f, finv, settle


def families():
    """(name, parameter name, values, maker value -> Curve)."""
    out = []
    for name, cp in BEZIERS.items():
        u, y = bezier_table(*cp)
        ym = _monotone(y)

        def make(D, name=name, u=u, y=y, ym=ym):
            return Curve(name, "duration_ms", D,
                         lambda t: np.interp(np.asarray(t, dtype=float) / D, u, y),
                         lambda p: D * np.interp(p, ym, u), D)
        out.append((name, "duration_ms", DURATIONS, make))
    for z in SPRING_ZETAS:
        s, y = spring_table(z)
        ym = _monotone(y)
        dev = np.abs(1 - y) > 0.005
        s_settle = float(s[np.nonzero(dev)[0][-1] + 1])
        nm = "spring-critical" if z == 1.0 else f"spring-zeta-{z:.1f}"

        def make(w, nm=nm, s=s, y=y, ym=ym, s_settle=s_settle):
            return Curve(nm, "omega_rad_s", w,
                         lambda t: np.interp(np.asarray(t, dtype=float) * w / 1000.0, s, y),
                         lambda p: 1000.0 / w * np.interp(p, ym, s), 1000.0 * s_settle / w)
        out.append((nm, "omega_rad_s", OMEGAS, make))
    return out


PMIN, PMAX = 0.03, 0.97     # progress inverted for instants (the ends are ill-conditioned)
PHASES = np.arange(0.0, TICK, TICK / 400)


def grid_phase(tau):
    """Best phase of a 60-Hz grid for instants tau (ms): (rms distance, phase, ticks)."""
    r = (tau[None, :] - PHASES[:, None] + TICK / 2) % TICK - TICK / 2
    v = np.sqrt((r * r).mean(1))
    j = int(np.argmin(v))
    return float(v[j]), float(PHASES[j]), np.round((tau - PHASES[j]) / TICK).astype(int)


def usable(ev):
    p = np.asarray(ev["p"], dtype=float)
    return (p > PMIN) & (p < PMAX)


def grid_score(events, curve, nominal=None, tol=None):
    """rms (ms) of the samples' instants' distance to a 60-Hz grid, one phase per event.
    With tol, the ticks between two samples must be within tol of nominal ticks per frame
    times their distance in frames (a recorder known to sample regularly), else inf."""
    sq, n = 0.0, 0
    for ev in events:
        m = usable(ev)
        if m.sum() < 2:
            continue
        v, _, ticks = grid_phase(curve.finv(np.asarray(ev["p"])[m]))
        if tol is not None:
            k = np.asarray(ev["k"])[m]
            if np.any(np.abs(np.diff(ticks) - nominal * np.diff(k)) > tol):
                return float("inf")
        sq += v * v * m.sum()
        n += int(m.sum())
    return math.sqrt(sq / n) if n else float("nan")


def gif_fit(ev, make, values, T):
    """Least squares against the GIF's own clock (sample k at k*T): the start and the
    family's parameter free.  Returns (rms in the event's units, value, start ms)."""
    k = np.asarray(ev["k"], dtype=float)
    p = np.asarray(ev["p"], dtype=float)
    amp = abs(ev["amplitude"])

    def scan(vals, starts):
        best = None
        for v in vals:
            c = make(float(v))
            r = (c.f(k[None, :] * T - starts[:, None]) - p[None, :]) * amp
            rms = np.sqrt((r * r).mean(1))
            j = int(np.argmin(rms))
            if best is None or rms[j] < best[0]:
                best = (float(rms[j]), float(v), float(starts[j]))
        return best
    step = values[1] - values[0]
    b = scan(values[::8], np.arange(k[0] * T - 4 * T, k[-1] * T, 4.0))
    fine_vals = values[(values >= b[1] - 8 * step) & (values <= b[1] + 8 * step)]
    return scan(fine_vals, np.arange(b[2] - 8.0, b[2] + 8.01, 0.5))


def rank_curves(events, T, tol=None):
    """Every family at its best parameter on the 60-Hz grid, best first."""
    rows = []
    for name, pname, values, make in families():
        scores = np.array([grid_score(events, make(float(v)), T / TICK, tol) for v in values])
        if not np.isfinite(scores).any():
            continue
        j = int(np.nanargmin(scores))
        c = make(float(values[j]))
        ok = values[scores <= scores[j] + 0.25]
        gif = [gif_fit(ev, make, values, T) for ev in events]
        rows.append({
            "curve": name, "parameter": pname, "value": round(float(values[j]), 2),
            "value_range": [round(float(ok.min()), 2), round(float(ok.max()), 2)],
            "duration_ms": round(c.settle, 1),
            "grid_rms_ms": round(float(scores[j]), 2),
            "grid_rms_median_ms": round(float(np.median(scores[np.isfinite(scores)])), 2),
            "gif_clock_rms": round(math.sqrt(sum(g[0] ** 2 for g in gif) / len(gif)), 3),
            "gif_clock_values": [round(g[1], 2) for g in gif],
        })
    rows.sort(key=lambda r: r["grid_rms_ms"])
    return rows


def on_grid(events, curve):
    """For the chosen curve: per event the 60-Hz tick of each inverted sample, the ticks
    per GIF frame, and the residuals (grid in ms; progress x amplitude at the grid instants)."""
    out = []
    for ev in events:
        p = np.asarray(ev["p"], dtype=float)
        k = np.asarray(ev["k"])
        m = usable(ev)
        if m.sum() == 0:
            out.append({"frames": [], "ticks": [], "grid_rms_ms": None, "rms_at_grid": None,
                        "first_instant_ms": None})
            continue
        tau = curve.finv(p[m])
        v, ph, n = grid_phase(tau)
        res = (curve.f(n * TICK + ph) - p[m]) * abs(ev["amplitude"])
        out.append({
            "frames": [int(x) for x in k[m]],
            "ticks": [int(x) for x in n - n[0]],
            "grid_rms_ms": round(v, 2),
            "rms_at_grid": round(float(np.sqrt(np.mean(res ** 2))), 3),
            "first_instant_ms": round(float(n[0] * TICK + ph), 1),
        })
    return out


# ----------------------------------------------------------------------------
# Shared pieces of the per-recording analyses

def r2(x, nd=2):
    return None if x is None or (isinstance(x, float) and math.isnan(x)) else round(float(x), nd)


class Clip:
    """A recording: frames, delays, the GIF clock (ms at the start of each frame)."""
    def __init__(self, path):
        self.frames, self.delays = load_gif(path)
        self.t = np.concatenate([[0.0], np.cumsum(self.delays)[:-1]])
        self.T = float(np.median(self.delays))

    def __len__(self):
        return len(self.frames)


def track_1d(clip, frames, tpl_frame, rect, axis, lo, hi, keep=0.9):
    x0, y0, x1, y1 = rect
    tpl = clip.frames[tpl_frame][y0:y1, x0:x1]
    out = []
    for i in frames:
        d, c = find_shift(clip.frames[i], tpl, rect, axis, lo, hi, keep)
        out.append(d)
    return np.array(out)


def track_2d(clip, frames, tpl_frame, rect, dx_range, dy_range, keep=0.9):
    x0, y0, x1, y1 = rect
    tpl = clip.frames[tpl_frame][y0:y1, x0:x1]
    xs, ys = [], []
    for i in frames:
        dx, dy, c = find_shift_2d(clip.frames[i], tpl, x0, y0, dx_range, dy_range, keep)
        xs.append(dx)
        ys.append(dy)
    return np.array(xs), np.array(ys)


def progress(values, start=None, end=None):
    v = np.asarray(values, dtype=float)
    a = v[0] if start is None else start
    b = v[-1] if end is None else end
    return (v - a) / (b - a), b - a


def straightness(xs, ys):
    """Largest distance (px) of a 2-D path from the chord between its ends, and the
    largest difference between the x and y progress along it."""
    x, y = np.asarray(xs), np.asarray(ys)
    dx, dy = x[-1] - x[0], y[-1] - y[0]
    L = math.hypot(dx, dy)
    off = np.abs((x - x[0]) * dy - (y - y[0]) * dx) / L
    px, py = (x - x[0]) / dx, (y - y[0]) / dy
    return float(off.max()), float(np.abs(px - py).max()), L


def timing_section(events, T, tol=None):
    """Ranking of the curves on the 60-Hz grid, the best one with its ticks per event.  With
    tol (a recorder that samples regularly), the ranking keeps the ticks between samples
    within tol of the nominal count; the unconstrained ranking is kept beside it."""
    free = rank_curves(events, T, None)
    ranking = rank_curves(events, T, tol) if tol is not None else free
    regular_fits = bool(ranking)
    if not ranking:
        ranking = free
    best = ranking[0]
    fam = {n: m for n, _, _, m in families()}
    curve = fam[best["curve"]](best["value"])
    grid = on_grid(events, curve)
    ticks = []
    for g in grid:
        ticks += [int(b - a) for a, b in zip(g["ticks"], g["ticks"][1:])]
    frames = []
    for g in grid:
        frames += [int(b - a) for a, b in zip(g["frames"], g["frames"][1:])]
    per = sum(ticks) / sum(frames) if frames else float("nan")
    extra = {}
    if tol is not None:
        extra = {"regular_capture_fits": regular_fits,
                 "ranking_any_capture": [{k: r[k] for k in ("curve", "value", "duration_ms", "grid_rms_ms")}
                                         for r in free]}
    return {
        "ranking": ranking,
        **extra,
        "best": {"curve": best["curve"], best["parameter"]: best["value"],
                 "duration_ms": best["duration_ms"], "grid_rms_ms": best["grid_rms_ms"]},
        "per_animation": grid,
        "tick_tolerance": tol,
        "ticks_per_frame_mean": r2(per, 3),
        "frame_ms_from_ticks": r2(per * TICK, 1),
    }, curve


TIMING_DETERMINED = [True]     # cleared while analysing a recording whose timing is not


def anim_times(ev, curve, grid_entry):
    """60-Hz instant (ms from the animation's start) of each sample whose progress was
    inverted; None for the others (and for all samples of a recording whose timing could
    not be determined)."""
    if not TIMING_DETERMINED[0]:
        return [None] * len(ev["k"])
    out = []
    frames = grid_entry["frames"]
    ph = grid_entry["first_instant_ms"]
    for k in ev["k"]:
        if k in frames:
            j = frames.index(k)
            out.append(round(ph + grid_entry["ticks"][j] * TICK, 1))
        else:
            out.append(None)
    return out


# ----------------------------------------------------------------------------
# MagazineLayout: performBatchUpdates { deleteItems } in a custom collection view layout

WHITE = np.array([254.0, 252.0, 254.0])      # the collection view's background in this GIF

# Hand-measured once (GIF px, (x0, y0, x1, y1)); the cells of a row are x 0-155 and 164-320.
MAGAZINE_EVENTS = [
    {"id": "delete-full-width-1", "frames": (26, 38), "pre": 27, "post": 37,
     "deleted": (0, 164, 320, 214),
     "block": {"rect": (0, 250, 320, 560), "range": (-3, 70)}},
    {"id": "delete-full-width-2", "frames": (55, 67), "pre": 56, "post": 66,
     "deleted": (0, 163, 320, 240),
     "block": {"rect": (0, 300, 320, 560), "range": (-3, 100)}},
    {"id": "delete-half-width-reflow-1", "frames": (90, 103), "pre": 91, "post": 102,
     "deleted": (0, 198, 155, 275),
     "block": {"rect": (0, 420, 320, 600), "range": (-3, 40)},
     "movers": [("based-on", (166, 200, 318, 247), (-170, 5), (-5, 5)),
                ("widths", (2, 285, 153, 332), (-5, 170), (-90, 5)),
                ("by-item", (166, 285, 318, 332), (-170, 5), (-30, 5))]},
    {"id": "delete-half-width-reflow-2", "frames": (107, 121), "pre": 108, "post": 119,
     "deleted": (0, 198, 155, 249),
     "block": {"rect": (0, 350, 320, 600), "range": (-3, 70)},
     "movers": [("widths", (166, 200, 318, 247), (-170, 5), (-5, 5)),
                ("by-item", (2, 260, 153, 307), (-5, 170), (-65, 5))]},
    {"id": "delete-half-width-slide", "frames": (132, 145), "pre": 133, "post": 143,
     "deleted": (0, 199, 155, 249),
     "movers": [("by-item", (166, 201, 318, 247), (-170, 5), (-5, 5))]},
]


def magazine(clip):
    anims, events = [], []
    for e in MAGAZINE_EVENTS:
        ks = list(range(*e["frames"]))
        pre, post = clip.frames[e["pre"]], clip.frames[e["post"]]
        tracks = {}
        main = None
        if "block" in e:
            # the content below the deleted cell moves up as one block: d such that the
            # frame at y + d shows the final frame's row y
            b = e["block"]
            d = track_1d(clip, ks, e["post"], b["rect"], 0, *b["range"])
            tracks["below-y"] = -d
            main = ("below-y", -d)
        for name, rect, rx, ry in e.get("movers", []):
            if rx[1] - rx[0] > 20 and ry[1] - ry[0] > 20:
                dx, dy = track_2d(clip, ks, e["pre"], rect, rx, ry)
            else:
                dx = track_1d(clip, ks, e["pre"], rect, 1, *rx)
                dy = np.zeros_like(dx)
            tracks[name + "-x"] = dx
            tracks[name + "-y"] = dy
            if main is None:
                main = (name + "-x", dx)
        # the deleted cell: alpha over what is behind it
        x0, y0, x1, y1 = e["deleted"]
        C = pre[y0:y1, x0:x1]
        alphas, res_static, checks = [], [], []
        for j, k in enumerate(ks):
            img = clip.frames[k][y0:y1, x0:x1]
            if "movers" not in e:
                # the block still has togo px to rise: behind the cell is the final frame
                # shifted down by togo (white above the block's top edge)
                togo = tracks["below-y"][-1] - tracks["below-y"][j]
                src = np.arange(y0, y1) - togo
                B = resample(post[:, x0:x1], src, 0)
                B[src < y0] = WHITE
                mask = None
                if 0.05 < abs(togo / tracks["below-y"][0]) < 0.95:
                    # two other readings of the same pixels: the cell drawn beneath the
                    # block (hidden where the block is), and the cell moving with the block
                    over = (src >= y0)[:, None] & np.ones(C.shape[:2], bool)
                    a_u, _ = alpha_ls(img, C, B, ~over)
                    under = np.where(over[..., None], B, a_u * C + (1 - a_u) * B)
                    a_m, r_m = alpha_ls(img, resample(pre[:, x0:x1], np.arange(y0, y1) + tracks["below-y"][0]
                                                      - tracks["below-y"][j], 0), B)
                    a_t, r_t = alpha_ls(img, C, B)
                    checks.append((r_t, float(np.sqrt(((img - under) ** 2).mean())), r_m))
            else:
                # only the deleted cell's pixels no moving cell covers now (white behind)
                B = np.broadcast_to(WHITE, C.shape)
                mask = np.ones(C.shape[:2], bool)
                for name, rect, _, _ in e["movers"]:
                    mx0, my0, mx1, my1 = rect
                    ox = tracks[name + "-x"][j]
                    oy = tracks[name + "-y"][j]
                    ya, yb = int(math.floor(my0 - 3 + oy)) - y0, int(math.ceil(my1 + 3 + oy)) - y0
                    xa, xb = int(math.floor(mx0 - 3 + ox)) - x0, int(math.ceil(mx1 + 3 + ox)) - x0
                    mask[max(ya, 0):max(yb, 0), max(xa, 0):max(xb, 0)] = False
                if mask.sum() < 300:
                    alphas.append(None)
                    res_static.append(None)
                    continue
            a, r = alpha_ls(img, C, B, mask)
            alphas.append(a)
            res_static.append(r)
        name, v = main
        p, amp = progress(v)
        ev = {"id": e["id"], "k": ks, "p": list(p), "amplitude": float(amp)}
        events.append(ev)
        anims.append({"event": e, "tracks": tracks, "alpha": alphas, "alpha_res": res_static,
                      "main": name, "p": p, "amp": amp, "checks": checks})
    timing, curve = timing_section(events, clip.T)
    out_anims = []
    alpha_dev = []
    for an, ev, g in zip(anims, events, timing["per_animation"]):
        e = an["event"]
        ta = anim_times(ev, curve, g)
        keys = sorted(an["tracks"])
        rows = []
        for j, k in enumerate(ev["k"]):
            rows.append([k, r2(clip.t[k], 0), ta[j]] + [r2(an["tracks"][n][j]) for n in keys]
                        + [r2(an["alpha"][j], 3)])
            if an["alpha"][j] is not None and 0.02 < an["p"][j] < 0.98:
                alpha_dev.append(an["alpha"][j] - (1 - an["p"][j]))
        straight = {}
        for name, *_ in e.get("movers", []):
            xs, ys = an["tracks"][name + "-x"], an["tracks"][name + "-y"]
            if abs(ys[-1] - ys[0]) > 5:
                off, dp, L = straightness(xs, ys)
                straight[name] = {"path_px": r2(L, 1), "max_off_line_px": r2(off),
                                  "max_x_vs_y_progress_diff": r2(dp, 3)}
        # every tracked motion against the main one (same curve, same instant?)
        same = {}
        for n in keys:
            v = an["tracks"][n]
            if abs(v[-1] - v[0]) > 5:
                pn, _ = progress(v)
                same[n] = r2(np.max(np.abs(pn - an["p"])), 3)
        out_anims.append({
            "id": e["id"], "frames": [ev["k"][0], ev["k"][-1]],
            "deleted_cell_rect_px": list(e["deleted"]),
            "main_motion": an["main"], "main_amplitude_px": r2(an["amp"]),
            "max_progress_diff_between_tracks": same,
            "straight_paths": straight,
            "sample_keys": ["frame", "t_gif_ms", "t_anim_ms"] + [n + "_px" for n in keys] + ["deleted_alpha"],
            "samples": rows,
        })
    alpha_dev = np.array(alpha_dev)
    checks = np.array([c for an in anims for c in an["checks"]])
    return {
        "animations": out_anims,
        "timing": timing,
        "deleted_item": {
            "alpha_minus_one_minus_progress": {"mean": r2(alpha_dev.mean(), 3),
                                               "rms": r2(np.sqrt((alpha_dev ** 2).mean()), 3),
                                               "n": int(len(alpha_dev))},
            "readings_rms_rgb": {
                "what": "full-width deletions, frames between 5 % and 95 % progress: rms of "
                        "the pixel model over the deleted cell's old rect",
                "on_top_at_old_frame": r2(np.sqrt((checks[:, 0] ** 2).mean()), 1),
                "beneath_the_moving_cells": r2(np.sqrt((checks[:, 1] ** 2).mean()), 1),
                "moving_with_the_cells_below": r2(np.sqrt((checks[:, 2] ** 2).mean()), 1),
                "n_frames": int(len(checks)),
            },
        },
    }, curve


# ----------------------------------------------------------------------------
# Generic update: elements that stay, move, fade out or fade in (tables, Carbon collections)
#
# An element is a dict: name; kind "move" | "fade-out" | "fade-in" | "stay"; rect (x0, y0, x1,
# y1) cut from the frame before ("pre", the default for move/fade-out) or after ("post", the
# default for fade-in) the animation; track: None (it stays put) or (axis, lo, hi, scorer)
# with scorer "ssd" or "ncc" (for an element that fades while it moves).  Its offset in frame k
# is the shift of its template; a fading element's alpha is measured at that offset over its
# pixels that no other element currently covers, against the plain background.

def run_elements(clip, spec, bg):
    ks = list(range(*spec["frames"]))
    pre, post = spec["pre"], spec["post"]
    offs = {}
    for el in spec["elements"]:
        ref = el.get("ref", "post" if el["kind"] == "fade-in" else "pre")
        el = dict(el, ref=ref)
        fr = pre if ref == "pre" else post
        x0, y0, x1, y1 = el["rect"]
        tpl = clip.frames[fr][y0:y1, x0:x1]
        d = np.zeros(len(ks))
        if el.get("track"):
            axis, lo, hi, scorer = el["track"]
            for j, k in enumerate(ks):
                if scorer == "ncc":
                    d[j] = find_shift_ncc(clip.frames[k], tpl, el["rect"], axis, lo, hi)[0]
                else:
                    d[j] = find_shift(clip.frames[k], tpl, el["rect"], axis, lo, hi)[0]
        offs[el["name"]] = (el, d)
    alphas = {}
    for name, (el, d) in offs.items():
        if el["kind"] not in ("fade-in", "fade-out"):
            continue
        fr = pre if el["ref"] == "pre" else post
        axis = el["track"][0] if el.get("track") else 0
        x0, y0, x1, y1 = el["rect"]
        C = clip.frames[fr][y0:y1, x0:x1]
        out = []
        for j, k in enumerate(ks):
            pos = np.arange(y0, y1) + d[j] if axis == 0 else np.arange(x0, x1) + d[j]
            img = resample(clip.frames[k][:, x0:x1] if axis == 0 else clip.frames[k][y0:y1], pos, axis)
            mask = np.ones(C.shape[:2], bool)
            for other, (oel, od) in offs.items():
                if other == name or oel["kind"] == "stay":
                    continue
                ox0, oy0, ox1, oy1 = oel["rect"]
                oax = oel["track"][0] if oel.get("track") else 0
                # the other element's rect now, in this element's template coordinates
                sy = (od[j] if oax == 0 else 0) - (d[j] if axis == 0 else 0)
                sx = (od[j] if oax == 1 else 0) - (d[j] if axis == 1 else 0)
                ya, yb = int(math.floor(oy0 + sy - 2)) - y0, int(math.ceil(oy1 + sy + 2)) - y0
                xa, xb = int(math.floor(ox0 + sx - 2)) - x0, int(math.ceil(ox1 + sx + 2)) - x0
                mask[max(ya, 0):max(yb, 0), max(xa, 0):max(xb, 0)] = False
            contrast = np.abs(C - bg).sum(-1) > 60
            if (mask & contrast).sum() < 40:
                out.append(None)
                continue
            out.append(alpha_ls(img, C, np.broadcast_to(bg, C.shape), mask)[0])
        alphas[name] = out
    return ks, offs, alphas


def elements_recording(clip, specs, bg, main_of, tol=1):
    """Run every spec; timing from each spec's main mover (main_of(spec) = element name)."""
    runs, events = [], []
    for spec in specs:
        ks, offs, alphas = run_elements(clip, spec, bg)
        main = main_of(spec)
        if offs[main][0]["kind"] in ("fade-in", "fade-out"):
            a = np.array([np.nan if x is None else x for x in alphas[main]])
            a = np.clip(a, 0.0, 1.0)
            p = a if offs[main][0]["kind"] == "fade-in" else 1 - a
            p = (p - p[0]) / (p[-1] - p[0])
            amp = 1.0
        else:
            p, amp = progress(offs[main][1])
        events.append({"id": spec["id"], "k": ks, "p": list(p), "amplitude": float(amp)})
        runs.append((spec, ks, offs, alphas, main, p, amp))
    timing, curve = timing_section(events, clip.T, tol)
    anims = []
    devs = {"fade-out": [], "fade-in": []}
    for (spec, ks, offs, alphas, main, p, amp), ev, g in zip(runs, events, timing["per_animation"]):
        ta = anim_times(ev, curve, g)
        names = [n for n in offs]
        tracked = [n for n in names if offs[n][0].get("track")]
        faded = [n for n in names if n in alphas]
        rows = []
        for j, k in enumerate(ks):
            rows.append([k, r2(clip.t[k], 0), ta[j]] + [r2(offs[n][1][j]) for n in tracked]
                        + [r2(alphas[n][j], 3) for n in faded])
        same, fade_vs = {}, {}
        for n in tracked:
            v = offs[n][1]
            if n == main or abs(v[-1] - v[0]) < 3:
                continue
            # the offset as a linear function of the main motion's progress, over the frames
            # where the element is drawn clearly (alpha above 0.25 for a fading element)
            m = (p > 0.02) & (p < 0.98)
            if n in alphas:
                m &= np.array([a is not None and a > 0.25 for a in alphas[n]])
            if m.sum() < 2:
                continue
            X = np.stack([np.ones(m.sum()), p[m] - 1], 1)
            coef, *_ = np.linalg.lstsq(X, v[m], rcond=None)
            res = v[m] - X @ coef
            same[n] = {"amplitude_px": r2(coef[1]), "rms_px": r2(np.sqrt(np.mean(res ** 2))),
                       "n": int(m.sum())}
        for n in faded:
            kind = offs[n][0]["kind"]
            al = alphas[n]
            target = [(1 - x) if kind == "fade-out" else x for x in p]
            dv = [a - t for a, t, x in zip(al, target, p) if a is not None and 0.02 < x < 0.98]
            devs[kind] += dv
            fade_vs[n] = {"kind": kind,
                          "alpha_minus_expected": {"mean": r2(np.mean(dv), 3) if dv else None,
                                                   "max_abs": r2(np.max(np.abs(dv)), 3) if dv else None,
                                                   "n": len(dv)}}
        anims.append({
            "id": spec["id"], "what": spec.get("what", ""), "frames": [ks[0], ks[-1]],
            "main_motion": main, "main_amplitude_px": r2(amp),
            "elements": {n: {"kind": offs[n][0]["kind"], "rect_px": list(offs[n][0]["rect"]),
                             "ref": offs[n][0]["ref"]} for n in names},
            "motions_vs_main": same, "fades_vs_main_progress": fade_vs,
            "sample_keys": ["frame", "t_gif_ms", "t_anim_ms"] + [n + "_offset_px" for n in tracked]
                           + [n + "_alpha" for n in faded],
            "samples": rows,
        })
    summary = {k: {"mean": r2(np.mean(v), 3), "rms": r2(np.sqrt(np.mean(np.square(v))), 3), "n": len(v)}
               for k, v in devs.items() if v}
    return {"animations": anims, "timing": timing, "alpha_minus_expected": summary}, curve


# ----------------------------------------------------------------------------
# Dwifft: UITableView, beginUpdates; insertRows(.fade); deleteRows(.fade); endUpdates.
# 44-pt rows of 88 GIF px (2 px per pt) under a 124-px navigation bar; every shuffle changes
# the rows with an LCS diff: rows in the LCS move, the others are deleted and inserted.

DW_TOP, DW_ROW = 124, 88
DW_TEXT = (10, 24, 430, 64)      # label band inside a row: x0, dy0, x1, dy1


def _dw_band(frame, i):
    y = DW_TOP + DW_ROW * i
    return frame[y + DW_TEXT[1]:y + DW_TEXT[3], DW_TEXT[0]:DW_TEXT[2]]


def _ncc(a, b):
    a = a - a.mean()
    b = b - b.mean()
    return float((a * b).sum() / math.sqrt((a * a).sum() * (b * b).sum()))


def find_events(clip, region, thresh, gap=1):
    """(pre, post) frame pairs around runs of change inside region = (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = region
    f = clip.frames[:, y0:y1, x0:x1]
    d = np.abs(np.diff(f, axis=0)).mean(axis=(1, 2, 3))
    runs, start = [], None
    for i, v in enumerate(d):
        if v > thresh and start is None:
            start = i
        if v <= thresh and start is not None:
            runs.append((start, i))
            start = None
    return runs


def _regions(kept, n_old, n_new):
    """Runs of rows between kept (old, new) pairs: (old rows, new rows) per run."""
    bounds = [(-1, -1)] + sorted(kept) + [(n_old, n_new)]
    return [(list(range(a[0] + 1, b[0])), list(range(a[1] + 1, b[1]))) for a, b in zip(bounds, bounds[1:])]


def region_model(kept, n_old, n_new):
    """Where UITableView takes the rows that fade (measured here, see the fixture): in a run
    of n_old deleted rows and n_new inserted rows between two kept rows, deleted row k ends at
    the new run's top + k * (n_new - 1)/(n_old - 1) rows (all at the top when either run has
    at most one row), and inserted row m starts at the old run's top + m * (n_old - 1)/(n_new - 1).
    Returns {("deleted", row): offset px at the end, ("inserted", row): offset px at the start}."""
    out = {}
    for old, new in _regions(kept, n_old, n_new):
        a0 = old[0] if old else None
        c0 = new[0] if new else None
        if old:
            top_new = c0 if new else (max([j for i, j in kept if i < a0], default=-1) + 1)
            s = (len(new) - 1) / (len(old) - 1) if len(old) > 1 and len(new) > 1 else 0.0
            for k, r in enumerate(old):
                out[("deleted", r)] = (top_new + k * s - r) * DW_ROW
        if new:
            top_old = a0 if old else (max([i for i, j in kept if j < c0], default=-1) + 1)
            s = (len(old) - 1) / (len(new) - 1) if len(old) > 1 and len(new) > 1 else 0.0
            for m, r in enumerate(new):
                out[("inserted", r)] = (top_old + m * s - r) * DW_ROW
    return out


def dwifft(clip):
    white = np.array([255.0, 255.0, 255.0])
    runs = find_events(clip, (0, 130, 740, 1300), 1.0)
    events, anims = [], []
    for pre, post in runs:
        ks = list(range(pre, post + 1))
        F0, F1 = clip.frames[pre], clip.frames[post]
        rows0 = [i for i in range(13) if (_dw_band(F0, i).sum(-1) < 500).sum() > 30]
        rows1 = [i for i in range(13) if (_dw_band(F1, i).sum(-1) < 500).sum() > 30]
        pairs = []
        for i in rows0:
            c, j = max((_ncc(_dw_band(F0, i), _dw_band(F1, j)), j) for j in rows1)
            if c > 0.99:
                pairs.append((i, j))
        # track every same-label pair as an opaque row (SSD); the kept rows are the largest
        # order-preserving set of pairs (an LCS, as Dwifft's diff), ties broken by the
        # tracking cost (a fading copy matches badly)
        tracks, costs = {}, {}
        for i, j in pairs:
            y = DW_TOP + DW_ROW * i
            rect = (DW_TEXT[0], y + DW_TEXT[1], DW_TEXT[2], y + DW_TEXT[3])
            lo, hi = sorted([0, (j - i) * DW_ROW])
            tpl = F0[rect[1]:rect[3], rect[0]:rect[2]]
            res = [find_shift(clip.frames[k], tpl, rect, 0, lo - 10, hi + 10) for k in ks]
            tracks[(i, j)] = np.array([d for d, _ in res])
            costs[(i, j)] = sum(c for _, c in res[1:-1])
        best = None
        for mask in range(1, 1 << len(pairs)):
            sub = [pairs[b] for b in range(len(pairs)) if mask >> b & 1]
            if any(not (a[0] < b[0] and a[1] < b[1]) for a, b in zip(sub, sub[1:])):
                continue
            key = (-len(sub), sum(costs[ij] for ij in sub))
            if best is None or key < best[0]:
                best = (key, sub)
        kept = best[1] if best else []
        movers = [ij for ij in kept if ij[0] != ij[1]]
        if not movers:
            continue
        main = max(movers, key=lambda ij: (abs(ij[1] - ij[0]), -costs[ij]))
        p, amp = progress(tracks[main])
        model = region_model(kept, len(rows0), len(rows1))
        # the fading rows: tracked by NCC along their modelled path, alpha where no other
        # row's cell (88 px, opaque white) covers the label band
        fading = [("deleted", r, F0) for r in rows0 if r not in dict(kept)] + \
                 [("inserted", r, F1) for r in rows1 if r not in dict((j, i) for i, j in kept)]
        paths = {}
        for kind, r, F in fading:
            y = DW_TOP + DW_ROW * r
            rect = (DW_TEXT[0], y + DW_TEXT[1], DW_TEXT[2], y + DW_TEXT[3])
            tpl = F[rect[1]:rect[3], rect[0]:rect[2]]
            lo, hi = sorted([0, model[(kind, r)]])
            res = [find_shift_ncc(clip.frames[k], tpl, rect, 0, lo - 6, hi + 6) for k in ks]
            paths[(kind, r)] = (rect, tpl, [d for d, _ in res], [c for _, c in res])

        def cell_top(key, jk):
            """Top of a row's cell (px) in frame ks[jk]: kept rows as tracked, fading rows
            on their model path at the main motion's progress."""
            if key[0] == "kept":
                i, j = key[1]
                return DW_TOP + DW_ROW * i + tracks[(i, j)][jk]
            kind, r = key
            off = model[key] * (p[jk] if kind == "deleted" else 1 - p[jk])
            return DW_TOP + DW_ROW * r + off
        keys = [("kept", ij) for ij in kept] + list(paths)
        fades = []
        for key, (rect, tpl, offs, cs) in paths.items():
            kind, r = key
            sam = []
            for jk, k in enumerate(ks):
                if not 0.05 < p[jk] < 0.95 or cs[jk] > 0.25:
                    continue
                d = offs[jk]
                top = DW_TOP + DW_ROW * r + d
                mask = np.ones(tpl.shape[:2], bool)
                for other in keys:
                    if other == key:
                        continue
                    o = cell_top(other, jk) - (top + DW_TEXT[1])
                    mask[max(int(math.floor(o)) - 1, 0):max(int(math.ceil(o + DW_ROW)) + 1, 0)] = False
                img = resample(clip.frames[k][:, rect[0]:rect[2]], np.arange(rect[1], rect[3]) + d, 0)
                ink = np.abs(tpl - white).sum(-1) > 60
                a = alpha_ls(img, tpl, np.broadcast_to(white, tpl.shape), mask)[0] \
                    if (mask & ink).sum() >= 40 else None
                sam.append([k, r2(p[jk], 3), r2(d), r2(a, 3)])
            # a row that stays put and whose alpha could not be read says nothing: left out
            sam = [x for x in sam if x[3] is not None or abs(model[key]) > 0]
            if sam:
                fades.append({"kind": kind, "row": r, "model_offset_px": r2(model[key], 1), "samples": sam})
        events.append({"id": f"shuffle-{pre}", "k": ks, "p": list(p), "amplitude": float(amp)})
        anims.append((pre, post, ks, kept, movers, tracks, main, p, amp, fades, len(rows0), len(rows1)))
    timing, curve = timing_section(events, clip.T, 1)
    out = []
    dev = {"deleted": {"off": [], "alpha": []}, "inserted": {"off": [], "alpha": []}}
    for (pre, post, ks, kept, movers, tracks, main, p, amp, fades, n0, n1), ev, g in \
            zip(anims, events, timing["per_animation"]):
        ta = anim_times(ev, curve, g)
        same = {}
        m = (p > 0.02) & (p < 0.98)
        for ij in movers:
            if ij != main and m.any():
                pn, _ = progress(tracks[ij])
                same[f"{ij[0]}->{ij[1]}"] = r2(np.max(np.abs(pn - p)[m]), 3)
        for fd in fades:
            for k, pk, d, a in fd["samples"]:
                w = pk if fd["kind"] == "deleted" else 1 - pk
                dev[fd["kind"]]["off"].append(d - fd["model_offset_px"] * w)
                if a is not None:
                    dev[fd["kind"]]["alpha"].append(a - (1 - pk if fd["kind"] == "deleted" else pk))
        out.append({
            "id": f"shuffle-{pre}", "frames": [pre, post], "rows_before_after": [n0, n1],
            "kept_rows": [f"{i}->{j}" for i, j in kept], "main_motion": f"{main[0]}->{main[1]}",
            "main_amplitude_px": r2(amp),
            "max_progress_diff_vs_main": same,
            "sample_keys": ["frame", "t_gif_ms", "t_anim_ms", f"row{main[0]}->{main[1]}_offset_px"],
            "samples": [[k, r2(clip.t[k], 0), ta[jk], r2(tracks[main][jk])] for jk, k in enumerate(ks)],
            "fading_rows": {"sample_keys": ["frame", "main_progress", "offset_px", "alpha"],
                            **table(fades)},
        })
    summary = {}
    for kind, dv in dev.items():
        summary[kind] = {
            "offset_minus_region_model_px": {"mean": r2(np.mean(dv["off"])), "rms": r2(np.sqrt(np.mean(np.square(dv["off"])))),
                                             "max_abs": r2(np.max(np.abs(dv["off"]))), "n": len(dv["off"])},
            "alpha_minus_expected": {"mean": r2(np.mean(dv["alpha"]), 3),
                                     "rms": r2(np.sqrt(np.mean(np.square(dv["alpha"]))), 3), "n": len(dv["alpha"])},
        }
    return {"animations": out, "timing": timing, "fading_rows": summary}, curve


# ----------------------------------------------------------------------------
# Carbon form: UITableView insertRows / deleteRows with .middle (a picker row under the row
# tapped).  The rows below slide by the picker's height H; the question is what the picker
# itself does inside the opening (closing) gap between the row above and the rows below.

FORM_BG = np.array([2.0, 0.0, 2.0])           # the table's background (dark mode)
FORM_EVENTS = [
    {"id": "insert-gender-picker", "kind": "insert", "frames": (15, 26), "pre": 15, "post": 24,
     "mover": ((0, 158, 200, 178), (-5, 110)), "gap_top": 156},
    {"id": "delete-gender-picker", "kind": "delete", "frames": (32, 42), "pre": 33, "post": 40,
     "mover": ((0, 244, 200, 264), (-110, 5)), "gap_top": 156},
    {"id": "insert-date-picker", "kind": "insert", "frames": (48, 58), "pre": 49, "post": 56,
     "mover": ((0, 213, 200, 266), (-5, 125)), "gap_top": 179},
    {"id": "delete-date-picker", "kind": "delete", "frames": (65, 76), "pre": 66, "post": 74,
     "mover": ((0, 317, 200, 370), (-125, 5)), "gap_top": 179},
]


def middle_readings(e, d_now, H):
    """The rows of the gap the inserted/deleted cell can show now (gap top + 1 to its bottom
    - 1), and the cell's offset from its own frame under three readings: centred in the gap
    (.middle as documented), held at its own frame, carried with the rows below.  None while
    the gap is under 4 px."""
    gap = d_now if e["kind"] == "insert" else H + d_now       # current gap height (px)
    g0 = e["gap_top"] + 1
    g1 = int(math.floor(e["gap_top"] + gap)) - 1
    if g1 - g0 < 4:
        return None
    return np.arange(g0, g1, dtype=float), {"centred-in-gap": (gap - H) / 2.0,
                                             "own-frame": 0.0,
                                             "with-rows-below": gap - H}


def form(clip):
    events, anims = [], []
    for e in FORM_EVENTS:
        ks = list(range(*e["frames"]))
        (rect, rng) = e["mover"]
        d = track_1d(clip, ks, e["pre"], rect, 0, *rng)
        H = abs(d[-1] - d[0])
        p, amp = progress(d)
        rows = []
        res_sum = {}
        alpha_dev = []
        for j, k in enumerate(ks):
            # d_now: how far the rows below have moved (insert: 0 -> H; delete: 0 -> -H)
            r = middle_readings(e, d[j] - d[0], H)
            entry = [k, r2(clip.t[k], 0), None, r2(d[j] - d[0])]
            if r is None or not 0.02 < p[j] < 0.98:
                rows.append(entry + [None, None, None])
                continue
            ys, offs = r
            ref = clip.frames[e["post"] if e["kind"] == "insert" else e["pre"]]
            img = clip.frames[k][ys.astype(int)]
            fits = {}
            for reading, off in offs.items():
                C = resample(ref, ys - off, 0)
                fits[reading] = alpha_ls(img, C, np.broadcast_to(FORM_BG, C.shape))
            for reading, (a, rr) in fits.items():
                res_sum.setdefault(reading, []).append(rr)
            a = fits["centred-in-gap"][0]
            expected = p[j] if e["kind"] == "insert" else 1 - p[j]
            alpha_dev.append(a - expected)
            rows.append(entry + [r2(a, 3), r2(fits["centred-in-gap"][1], 1),
                                 r2(min(fits["own-frame"][1], fits["with-rows-below"][1]), 1)])
        events.append({"id": e["id"], "k": ks, "p": list(p), "amplitude": float(amp)})
        anims.append((e, ks, rows, res_sum, alpha_dev, amp))
    timing, curve = timing_section(events, clip.T, 1)
    out = []
    all_dev, all_res = [], {}
    for (e, ks, rows, res_sum, alpha_dev, amp), ev, g in zip(anims, events, timing["per_animation"]):
        ta = anim_times(ev, curve, g)
        for r, t in zip(rows, ta):
            r[2] = t
        all_dev += alpha_dev
        for k2, v in res_sum.items():
            all_res.setdefault(k2, []).extend(v)
        out.append({
            "id": e["id"], "kind": e["kind"], "frames": [ks[0], ks[-1]],
            "rows_below_move_px": r2(amp), "gap_top_px": e["gap_top"],
            "sample_keys": ["frame", "t_gif_ms", "t_anim_ms", "rows_below_offset_px", "cell_alpha",
                            "rms_centred_in_gap", "rms_best_other_reading"],
            "samples": rows,
        })
    return {
        "animations": out, "timing": timing,
        "cell": {
            "readings_rms_rgb": {k: r2(np.sqrt(np.mean(np.square(v))), 1) for k, v in all_res.items()},
            "alpha_minus_expected": {"mean": r2(np.mean(all_dev), 3),
                                     "rms": r2(np.sqrt(np.mean(np.square(all_dev))), 3), "n": len(all_dev)},
        },
    }, curve


# ----------------------------------------------------------------------------
# DeepDiff: UITableView with .automatic; purple row boxes 46.75 px apart, a number in each.
# Rows that DeepDiff moves (moveRow) slide opaque: their number is tracked (NCC on the digits,
# which tell rows apart better than the identical boxes).  Rows replaced in place cross-fade:
# each frame is solved as white + a_new*(new row - white) + b*(old row - white).

DD_TOP, DD_ROW = 63, 46.75
DD_MOVES = [(26, 32, [(5, 7)]), (62, 68, [(1, 2)]), (74, 79, [(2, 1)]), (96, 102, [(5, 7), (6, 8)])]
DD_CROSSFADES = [(40, 45, [2, 4, 5]), (117, 122, [0, 1, 3, 4, 7])]


def _dd_digits(i):
    y = int(round(DD_TOP + DD_ROW * i))
    return (138, y + 9, 174, y + 29)


def deepdiff(clip):
    white = np.array([255.0, 255.0, 255.0])
    events, anims = [], []
    for pre, post, moves in DD_MOVES:
        ks = list(range(pre, post + 1))
        tr = {}
        for i, j in moves:
            rect = _dd_digits(i)
            tpl = clip.frames[pre][rect[1]:rect[3], rect[0]:rect[2]]
            lo, hi = sorted([0, (j - i) * DD_ROW])
            tr[(i, j)] = [find_shift_ncc(clip.frames[k], tpl, rect, 0, lo - 8, hi + 8) for k in ks]
        main = moves[0]
        good = [jk for jk in range(len(ks)) if all(tr[m][jk][1] < 0.1 for m in moves)]
        d = np.array([tr[main][jk][0] for jk in good])
        p, amp = progress(d)
        ev = {"id": f"move-{pre}", "k": [ks[jk] for jk in good], "p": list(p), "amplitude": float(amp)}
        events.append(ev)
        others = {}
        for m in moves[1:]:
            pm, _ = progress([tr[m][jk][0] for jk in good])
            others[f"{m[0]}->{m[1]}"] = r2(np.max(np.abs(pm - p)), 3)
        anims.append({"id": ev["id"], "frames": [pre, post], "moves": [f"{i}->{j}" for i, j in moves],
                      "amplitude_px": r2(amp), "max_progress_diff_vs_main": others,
                      "dropped_frames": [ks[jk] for jk in range(len(ks)) if jk not in good],
                      "samples": [[ks[jk], r2(clip.t[ks[jk]], 0), None] + [r2(tr[m][jk][0]) for m in moves]
                                  for jk in good]})
    fades = []
    for pre, post, rows in DD_CROSSFADES:
        ks = list(range(pre, post + 1))
        per = []
        for i in rows:
            y = int(round(DD_TOP + DD_ROW * i))
            sl = (slice(y - 2, y + 40), slice(4, 308))
            C0, C1 = clip.frames[pre][sl], clip.frames[post][sl]
            X = np.stack([(C1 - white).ravel(), (C0 - white).ravel()], 1)
            out = []
            for k in ks:
                Y = (clip.frames[k][sl] - white).ravel()
                coef, *_ = np.linalg.lstsq(X, Y, rcond=None)
                out.append((float(coef[0]), float(coef[1]), float(np.sqrt(np.mean((Y - X @ coef) ** 2)))))
            per.append(out)
        a_new = np.array([[o[0] for o in out] for out in per]).mean(0)
        b_old = np.array([[o[1] for o in out] for out in per]).mean(0)
        res = np.array([[o[2] for o in out] for out in per]).mean(0)
        p, _ = progress(a_new, 0.0, 1.0)
        ev = {"id": f"crossfade-{pre}", "k": ks, "p": list(p), "amplitude": 1.0}
        events.append(ev)
        # old row's own alpha if the new row is drawn over it: b = (1 - a_new) * a_old
        a_old = [b / (1 - a) if a < 0.97 else None for a, b in zip(a_new, b_old)]
        fades.append({"id": ev["id"], "frames": [pre, post], "rows": rows,
                      "sample_keys": ["frame", "t_gif_ms", "t_anim_ms", "a_new", "b_old", "a_old_if_under_new",
                                      "rms_rgb"],
                      "samples": [[k, r2(clip.t[k], 0), None, r2(a, 3), r2(b, 3), r2(o, 3), r2(r, 1)]
                                  for k, a, b, o, r in zip(ks, a_new, b_old, a_old, res)]})
    timing, curve = timing_section(events, clip.T, 1)
    for an, ev, g in zip(anims + fades, events, timing["per_animation"]):
        ta = anim_times(ev, curve, g)
        for row in an["samples"]:
            row[2] = ta[ev["k"].index(row[0])] if row[0] in ev["k"] else None
    dev = []
    for f in fades:
        for row in f["samples"]:
            if row[5] is not None and row[3] is not None and 0.03 < row[3] < 0.97:
                dev.append(row[5] - (1 - row[3]))
    return {"moves": anims, "crossfades": fades, "timing": timing,
            "crossfade_old_alpha_minus_one_minus_new": {"mean": r2(np.mean(dev), 3), "n": len(dev)}}, curve


# ----------------------------------------------------------------------------
# Carbon emoji / pangram: UICollectionView shuffles (moves).  Tiles are found in the frame
# before a shuffle; a tile whose picture has one clear match in the frame after it is a
# moving cell.  Each one is searched along the straight line from its start to its end
# (position s along the line, 0..1, and e px across it, a window of +-6 px), then refined
# to 0.05 px in x and y; e says whether the path is straight, s is its progress.

def _runs(v, off):
    out, s = [], None
    for i, x in enumerate(v):
        if x > 0 and s is None:
            s = i
        if x == 0 and s is not None:
            out.append((s + off, i + off))
            s = None
    if s is not None:
        out.append((s + off, len(v) + off))
    return out


def tiles(frame, bg, y0, y1):
    m = np.abs(frame - bg).sum(-1) > 25
    ys = [r for r in _runs(m[y0:y1].sum(1), y0) if r[1] - r[0] > 8]
    xs = [r for r in _runs(m[y0:y1].sum(0), 0) if r[1] - r[0] > 8]
    return [(xa, ya, xb, yb) for ya, yb in ys for xa, xb in xs
            if m[ya:yb, xa:xb].mean() > 0.2]


def refine_2d(frame, tpl, x0, y0, dx, dy, keep=0.9):
    h, w = tpl.shape[:2]
    c = None
    for _ in range(2):
        rows = resample(frame, y0 + dy + np.arange(h), 0)
        xs = dx + np.round(np.arange(-1.0, 1.0001, 0.05), 4)
        dx, _ = parabola(xs, np.array([robust_cost(resample(rows, x0 + v + np.arange(w), 1), tpl, keep, 0)
                                       for v in xs]))
        cols = resample(frame, x0 + dx + np.arange(w), 1)
        ys = dy + np.round(np.arange(-1.0, 1.0001, 0.05), 4)
        dy, c = parabola(ys, np.array([robust_cost(resample(cols, y0 + v + np.arange(h), 0), tpl, keep, 0)
                                       for v in ys]))
    return dx, dy, c


def shuffle(clip, pre, post, bg, y0, y1, max_cost):
    F0, F1 = clip.frames[pre], clip.frames[post]
    t0 = tiles(F0, bg, y0, y1)
    t1 = tiles(F1, bg, y0, y1)
    movers = []
    for (xa, ya, xb, yb) in t0:
        # the tile's picture (box edges trimmed) against every tile after, +-2 px
        tpl = F0[ya + 1:yb - 1, xa + 3:xb - 3]
        sc = []
        for (xc, yc, xd, yd) in t1:
            best = None
            for dy in range(-2, 3):
                for dx in range(-2, 3):
                    cand = F1[yc + 1 + dy:yc + 1 + dy + tpl.shape[0], xc + 3 + dx:xc + 3 + dx + tpl.shape[1]]
                    if cand.shape != tpl.shape:
                        continue
                    v = float(((tpl - cand) ** 2).sum(-1).mean())
                    if best is None or v < best[0]:
                        best = (v, xc + dx - xa, yc + dy - ya)
            if best:
                sc.append(best)
        sc.sort()
        # one clear match (a picture shown once), and it moved
        if len(sc) > 1 and sc[0][0] < 0.5 * sc[1][0] and math.hypot(sc[0][1], sc[0][2]) > 15:
            movers.append(((xa, ya, xb, yb), sc[0][1], sc[0][2]))
    ks = list(range(pre, post + 1))
    paths = []
    for (xa, ya, xb, yb), DX, DY in movers:
        tpl = F0[ya:yb, xa:xb]
        L = math.hypot(DX, DY)
        ux, uy = DX / L, DY / L
        out = []
        for k in ks:
            F = clip.frames[k]
            best = None
            for s in np.arange(-0.05, 1.05 + 1e-9, 1.0 / L):
                for e in range(-6, 7):
                    dx = int(round(s * DX - e * uy))
                    dy = int(round(s * DY + e * ux))
                    yy, xx = ya + dy, xa + dx
                    if yy < 0 or xx < 0 or yy + (yb - ya) > F.shape[0] or xx + (xb - xa) > F.shape[1]:
                        continue
                    c = robust_cost(F[yy:yy + yb - ya, xx:xx + xb - xa], tpl, 0.9, 0)
                    if best is None or c < best[0]:
                        best = (c, dx, dy)
            dx, dy, c = refine_2d(F, tpl, xa, ya, float(best[1]), float(best[2]))
            s = (dx * ux + dy * uy) / L
            e = -dx * uy + dy * ux
            out.append((s, e, c, dx, dy))
        paths.append({"start": [xa, ya], "move_px": [r2(DX, 1), r2(DY, 1)], "path": out})
    return ks, paths, max_cost


def shuffles(clip, bg, y0, y1, thresh):
    """Every shuffle in a recording: the movers' consensus progress per frame (median of the
    samples that matched well and lie within 1.5 px of their line), each mover's inliers
    (within 0.03 of the consensus), and how far the inliers are from their straight line."""
    runs = find_events(clip, (0, y0, clip.frames.shape[2], y1), thresh)
    events, anims = [], []
    for a, b in runs:
        pre, post = a, b
        ks, paths, _ = shuffle(clip, pre, post, bg, y0, y1, None)
        if len(paths) < 3:
            continue
        end_cost = np.array([pth["path"][-1][2] for pth in paths])
        lim = max(400.0, 2 * float(np.median(end_cost)))
        cons = []
        for jk in range(len(ks)):
            v = [pth["path"][jk][0] for pth in paths
                 if pth["path"][jk][2] < lim and abs(pth["path"][jk][1]) < 1.5]
            cons.append(float(np.median(v)) if v else float("nan"))
        cons = np.array(cons)
        good = [jk for jk in range(len(ks)) if np.isfinite(cons[jk])]
        p = np.clip(cons[good], -0.05, 1.05)
        ev = {"id": f"shuffle-{pre}", "k": [ks[jk] for jk in good], "p": list(p), "amplitude": 1.0}
        inl, offs, n_all = [], [], 0
        for pth in paths:
            for jk in good:
                s, e, c, _, _ = pth["path"][jk]
                if 0.05 < cons[jk] < 0.95:
                    n_all += 1
                    if c < lim and abs(s - cons[jk]) < 0.03:
                        inl.append(s - cons[jk])
                        offs.append(e)
        events.append(ev)
        anims.append({
            "id": ev["id"], "frames": [pre, post], "movers": len(paths),
            "mover_moves_px": [pth["move_px"] for pth in paths],
            "consensus_keys": ["frame", "t_gif_ms", "t_anim_ms", "progress", "n_movers_used"],
            "consensus": [[ks[jk], r2(clip.t[ks[jk]], 0), None, r2(cons[jk], 3),
                           int(sum(1 for pth in paths if pth["path"][jk][2] < lim
                                   and abs(pth["path"][jk][1]) < 1.5))] for jk in good],
            "mid_samples": n_all, "inliers": len(inl),
            "inlier_progress_spread_rms": r2(np.sqrt(np.mean(np.square(inl))), 4) if inl else None,
            "inlier_off_line_px": {"rms": r2(np.sqrt(np.mean(np.square(offs)))) if offs else None,
                                   "max_abs": r2(np.max(np.abs(offs))) if offs else None},
        })
    return events, anims


# ----------------------------------------------------------------------------
# Recordings, provenance (as the recordings' README gives it) and what each call is

CARBON = ("https://github.com/ra1028/Carbon", "6114078 (2019-09-10)", "Apache-2.0")
RECORDINGS = [
    ("MagazineLayout__ExampleAppDeleteAnimation", "https://github.com/airbnb/MagazineLayout",
     "Docs/Images/ExampleAppDeleteAnimation.gif", "f33196b (2018-12-12)", "Apache-2.0",
     "UICollectionView performBatchUpdates { deleteItems } on tap, custom layout (full- and "
     "half-width cells, 2-D reflow); the layout's final attributes for a deleted item are its "
     "old frame with alpha 0"),
    ("Carbon__todo",) + (CARBON[0], "assets/todo.gif", CARBON[1], CARBON[2],
                         "UITableView, every row and section animation .fade, inside performBatchUpdates "
                         "(dark mode)"),
    ("Carbon__form",) + (CARBON[0], "assets/form.gif", CARBON[1], CARBON[2],
                         "UITableView, insert and delete rows .middle (a picker row under the tapped row)"),
    ("Carbon__pangram",) + (CARBON[0], "assets/pangram.gif", CARBON[1], CARBON[2],
                            "UICollectionView shuffles (letters move; letters that come and go fade)"),
    ("Carbon__emoji",) + (CARBON[0], "assets/emoji.gif", CARBON[1], CARBON[2], "UICollectionView shuffles"),
    ("Dwifft__dwifft_8671b94", "https://github.com/jflinter/Dwifft", "dwifft.gif", "8671b94 (2016-03-01)",
     "MIT", "UITableView beginUpdates; insertRows(.fade); deleteRows(.fade); endUpdates (LCS diff of a "
            "shuffled list)"),
    ("DeepDiff__table", "https://github.com/onmyway133/DeepDiff", "Screenshots/table.gif",
     "9e6ed39 (2017-11-04)", "MIT", "UITableView performBatchUpdates { deleteRows(.automatic); "
                                    "insertRows(.automatic); moveRow }, then reloadRows(.automatic) outside the batch"),
]


def capture_note(clip, timing, regular):
    """The capture rate and the evidence for it."""
    d = sorted(set(clip.delays))
    per = timing["ticks_per_frame_mean"]
    pattern = []
    for g in timing["per_animation"]:
        t, f = g["ticks"], g["frames"]
        pattern.append([int((t[i + 1] - t[i]) / (f[i + 1] - f[i])) if (t[i + 1] - t[i]) % (f[i + 1] - f[i]) == 0
                        else round((t[i + 1] - t[i]) / (f[i + 1] - f[i]), 2) for i in range(len(t) - 1)])
    note = {
        "gif_delays_ms": d,
        "gif_fps_nominal": r2(1000.0 / clip.T, 2),
        "display_ticks_between_samples_per_animation": pattern,
        "ticks_per_frame_mean": per,
        "frame_ms_from_ticks": timing["frame_ms_from_ticks"],
        "nominal_ticks_per_frame": r2(clip.T / TICK, 2),
    }
    note["verdict"] = regular
    return note


def write_json(path, obj):
    """Indented JSON with every object or list that fits in 130 characters on one line."""
    def dump(o, ind):
        one = json.dumps(o, ensure_ascii=False, separators=(", ", ": "))
        if not isinstance(o, (dict, list)) or len(one) + ind <= 130 or not o:
            return one
        sp = " " * (ind + 1)
        if isinstance(o, dict):
            items = [f"{sp}{json.dumps(k, ensure_ascii=False)}: {dump(v, ind + 1)}" for k, v in o.items()]
            return "{\n" + ",\n".join(items) + "\n" + " " * ind + "}"
        items = [f"{sp}{dump(v, ind + 1)}" for v in o]
        return "[\n" + ",\n".join(items) + "\n" + " " * ind + "]"
    with open(path, "w", encoding="utf-8") as f:
        f.write(dump(json.loads(json.dumps(obj)), 0) + "\n")


def table(rows):
    """A list of like dicts as {"keys": [...], "rows": [[...], ...]} (smaller, one row a line)."""
    keys = []
    for r in rows:
        keys += [k for k in r if k not in keys]
    return {"keys": keys, "rows": [[r.get(k) for k in keys] for r in rows]}


def slim_ranking(timing):
    """The timing tables as rows; GIF-clock parameters per animation only for the best three."""
    for i, r in enumerate(timing["ranking"]):
        if i >= 3:
            r.pop("gif_clock_values", None)
    for key in ("ranking", "ranking_any_capture", "per_animation"):
        if key in timing:
            timing[key] = table(timing[key])
    return timing


UNDETERMINED = ("Dwifft__dwifft_8671b94", "DeepDiff__table", "Carbon__emoji")


def analyse(stem, clip):
    """Run one recording's analysis; returns (findings with their timing, capture verdict)."""
    TIMING_DETERMINED[0] = stem not in UNDETERMINED
    if stem.startswith("MagazineLayout"):
        res, curve = magazine(clip)
        verdict = ("irregular: the recorder caught the simulator's 60-Hz frames 1 to 5 ticks apart "
                   "(a stale frame, then a catch-up), about 2.4 ticks per GIF frame on average, which "
                   "is the 25 fps the 40-ms delays claim; single frame times on the GIF clock are "
                   "off by up to ~40 ms, so durations come from the 60-Hz grid, not from the delays")
        return res, verdict
    if stem == "Carbon__todo":
        bg = np.array([2.0, 0.0, 2.0])
        specs = [
            {"id": "complete-first-task", "what": "Hello deleted from TASKS, COMPLETED section (header + "
             "row) inserted below, This-is-Carbon row moves up", "frames": (10, 22), "pre": 11, "post": 20,
             "elements": [
                 {"name": "carbon-row", "kind": "move", "rect": (0, 150, 200, 178), "track": (0, -45, 5, "ssd")},
                 {"name": "hello-row", "kind": "fade-out", "rect": (0, 116, 200, 138)},
                 {"name": "completed-header", "kind": "fade-in", "rect": (0, 158, 200, 179)},
                 {"name": "hello-done-row", "kind": "fade-in", "rect": (0, 188, 200, 210),
                  "track": (0, -45, 5, "ncc")}]},
            {"id": "complete-last-task", "what": "TASKS section deleted, placeholder section inserted, "
             "COMPLETED section moves down, a row inserted at its end", "frames": (25, 36), "pre": 26, "post": 34,
             "elements": [
                 {"name": "completed-section", "kind": "move", "rect": (0, 158, 200, 210),
                  "track": (0, -3, 15, "ssd")},
                 {"name": "tasks-header", "kind": "fade-out", "rect": (0, 89, 45, 105)},
                 # the row's text above the placeholder's second line (its circle changes
                 # state as it is tapped, so it is left out)
                 {"name": "carbon-row", "kind": "fade-out", "rect": (18, 116, 110, 126)},
                 {"name": "no-tasks-title", "kind": "fade-in", "rect": (50, 96, 200, 113)},
                 {"name": "no-tasks-text", "kind": "fade-in", "rect": (28, 128, 200, 152)},
                 {"name": "carbon-done-row", "kind": "fade-in", "rect": (0, 232, 200, 256),
                  "track": (0, -45, 5, "ncc")}]},
        ]
        res, curve = elements_recording(clip, specs, bg, lambda s: s["elements"][0]["name"], tol=1)
        swipe = [{"id": "swipe-delete", "what": "a row swiped left and deleted: it fades where the swipe "
                  "left it (drifting back ~2 px)", "frames": (54, 64), "pre": 55, "post": 63,
                  "elements": [{"name": "row", "kind": "fade-out", "rect": (10, 232, 110, 256),
                                "track": (1, -10, 10, "ncc")}]}]
        sres, _ = elements_recording(clip, swipe, bg, lambda s: "row", tol=None)
        res["swipe_delete"] = {"note": "one animation, its alpha only: the grid test cannot rank curves "
                                       "on it; the GIF-clock fits are given for what they are worth",
                               "animation": sres["animations"][0],
                               "gif_clock_fits": table([{k: r[k] for k in ("curve", "gif_clock_rms", "gif_clock_values")}
                                                        for r in sres["timing"]["ranking"]])}
        verdict = ("regular: 2, 2, 3, 2, 3 ticks of the 60-Hz display between samples, the pattern of a "
                   "25-fps capture; the 40-ms delays are true time")
        return res, verdict
    if stem == "Carbon__form":
        res, curve = form(clip)
        return res, ("regular: 2 or 3 ticks of the 60-Hz display between samples (25-fps pattern); the "
                     "40-ms delays are true time")
    if stem in ("Carbon__pangram", "Carbon__emoji"):
        bg = np.array([2.0, 0.0, 2.0])
        thr = 3.0 if stem == "Carbon__pangram" else 5.0
        events, anims = shuffles(clip, bg, 90, 380, thr)
        timing, curve = timing_section(events, clip.T, 1)
        for an, ev, g in zip(anims, events, timing["per_animation"]):
            ta = anim_times(ev, curve, g)
            for row in an["consensus"]:
                row[2] = ta[ev["k"].index(row[0])]
        res = {"animations": anims, "timing": timing}
        if stem == "Carbon__emoji":
            res["reliability"] = ("low: the emoji tiles are tiny and alike, so in the middle of a shuffle "
                                  "only 1-3 of ~20 matched cells agree; not used for the conclusions")
            verdict = "50-ms delays (20 fps, 3 ticks a frame); too few reliable samples to check"
        else:
            verdict = ("regular: 3, 2, 3, 2 ticks between samples (25-fps pattern); the 40-ms delays "
                       "are true time")
        return res, verdict
    if stem.startswith("Dwifft"):
        res, curve = dwifft(clip)
        res["timing_note"] = (
            "10 fps leaves two samples inside each 0.2-0.3-s animation, one interval per animation: the "
            "grid test cannot rank curves here (every curve finds a duration that fits).  Read against "
            "the 100-ms delays the implied frame interval scatters by ~10 ms (sd) whatever the curve: "
            "ease-in-out 300 ms implies 109 +- 10 ms per frame, ease-in-out 270 ms 98 +- 9 ms, linear "
            "200 ms 110 +- 11 ms.  The recording fits 0.3-s ease-in-out if its real frame interval was "
            "~110 ms; it cannot confirm the duration")
        verdict = ("nominally 10 fps; the interval implied by the animations scatters by ~10 % frame to "
                   "frame, so this recording gives geometry (who moves where, alpha) and no duration")
        return res, verdict
    if stem == "DeepDiff__table":
        res, curve = deepdiff(clip)
        res["timing_note"] = (
            "the 70-ms delays (14.3 fps; 15 fps would be 66.7 ms) do not fit any curve with a regular "
            "capture: no candidate keeps 4 +- 1 display ticks between samples.  Progress steps such as "
            "0.15, 0.25, 0.43, 0.12 per frame (move-96) show an irregular capture; fitted against the "
            "GIF's clock, ease-in-out gives 286-369 ms, linear 167-277 ms.  Timing not determined")
        verdict = ("irregular; no duration from this recording (see timing_note); geometry and alpha only")
        return res, verdict
    raise ValueError(stem)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--recordings", required=True, help="folder holding the GIFs")
    ap.add_argument("--out", required=True, help="fixture folder")
    ap.add_argument("--only", help="process only this recording (file stem)")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for stem, repo, path, commit, licence, what in RECORDINGS:
        if args.only and stem != args.only:
            continue
        gif = os.path.join(args.recordings, stem + ".gif")
        clip = Clip(gif)
        res, verdict = analyse(stem, clip)
        timing = res.pop("timing")
        fixture = {
            "source": {"repository": repo, "path": path, "commit": commit, "licence": licence,
                       "recording": stem + ".gif", "what_the_app_calls": what,
                       "frames": len(clip), "size_px": [int(clip.frames.shape[2]), int(clip.frames.shape[1])],
                       "note": "numbers measured by scripts/recordings/extract-updates.py; no pixels of "
                               "the recording are stored here"},
            "capture": capture_note(clip, timing, verdict),
            "units": "px are the GIF's pixels; t_gif_ms is the sum of the GIF's delays before the frame; "
                     "t_anim_ms is the sample's instant on the simulator's 60-Hz clock from the start of "
                     "the animation, as the best curve places it on that clock (null where progress is within "
                     "3 % of an end, and everywhere when timing.determined is false); progress is 0 at "
                     "the start, 1 at the end; alpha is the element's opacity (least squares, ~0.02); "
                     "timing.ranking: grid_rms_ms = rms distance of the samples' instants from the 60-Hz "
                     "grid at the family's best value (value_range: values within 0.25 ms of it; "
                     "grid_rms_median_ms: the median over all scanned values, what a wrong value gives), "
                     "gif_clock_rms = rms (px, or alpha for a fade) of the best fit against the GIF's "
                     "own clock, gif_clock_values = that fit's value per animation",
            "timing": dict(slim_ranking(timing), determined=stem not in UNDETERMINED),
        }
        fixture.update(res)
        out = os.path.join(args.out, stem + ".json")
        write_json(out, fixture)
        b = timing["best"]
        told = (f"best {b['curve']} {b['duration_ms']} ms (grid rms {b['grid_rms_ms']} ms)"
                if stem not in UNDETERMINED else "timing not determined")
        print(f"{stem}: {told}, {timing['ticks_per_frame_mean']} ticks/frame; wrote {out} "
              f"({os.path.getsize(out)} bytes)")


if __name__ == "__main__":
    main()
