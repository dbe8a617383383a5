#!/usr/bin/env python3
"""Fit UIKit's scroll physics to the recording fixtures that extract.py wrote.

    python3 scripts/recordings/analyze.py \
        --fixtures Tests/ReelScrollTests/Fixtures/Recordings \
        --report /tmp/recordings-report.md

Reads every *.json fixture in --fixtures (samples and segments), fits

  a. coasting: release velocity, deceleration factor per ms, last speeds seen
  b. spring-back past an edge: overscroll at release, fraction left at
     +100/+200/+300 ms, settling time, critically damped spring vs exponential
  c. rubber band while held past an edge
  d. finger-to-content lag during drags
  e. tap -> animated scrollToRow: start, duration, timing curve
  f. finger velocity at lift vs the content's velocity after it

writes the results back into each fixture (`fits`, and `fit` on the segments
they come from) and a markdown summary to --report.  Only numpy is needed;
the output depends only on the fixtures (no clocks, no randomness).

Frame timing: one sample per 100 ms whose real capture instant jitters.  The
fits treat the jitter as a per-frame time error of sigma_t (estimated from the
coasts, where the motion model is best known) and weight every sample by
1/(sigma_x^2 + (v sigma_t)^2), v being the model's speed there.
"""

import argparse
import glob
import json
import math
import os

import numpy as np

SIGMA_X = 0.25            # pt: offset measurement + 0.1-pt rounding
UIKIT_D = 0.998           # UIScrollView.DecelerationRate.normal, per ms
REEL_OMEGA = 10.0         # ScrollReel's spring today: stiffness 100, mass 1, critically damped


# ----------------------------------------------------------------------------
# Small numerical tools

def lm_fit(fun, p0, t, y, w, lo=None, hi=None, iters=200):
    """Levenberg-Marquardt for y ~ fun(t, p) with weights w (1/sigma).
    Returns p, covariance (scaled by the reduced chi^2 when > 1), chi^2."""
    p = np.array(p0, dtype=float)
    lo = np.full_like(p, -np.inf) if lo is None else np.array(lo, float)
    hi = np.full_like(p, np.inf) if hi is None else np.array(hi, float)

    def res(q):
        return (fun(t, q) - y) * w

    def jac(q):
        J = np.zeros((len(t), len(q)))
        r0 = res(q)
        for k in range(len(q)):
            h = 1e-6 * max(abs(q[k]), 1e-3)
            qq = q.copy()
            qq[k] += h
            J[:, k] = (res(qq) - r0) / h
        return J

    lam = 1e-3
    r = res(p)
    chi = float(r @ r)
    for _ in range(iters):
        J = jac(p)
        A = J.T @ J
        g = J.T @ r
        step = np.linalg.solve(A + lam * np.diag(np.diag(A) + 1e-12), -g)
        q = np.clip(p + step, lo, hi)
        rq = res(q)
        cq = float(rq @ rq)
        if cq < chi:
            p, r, chi = q, rq, cq
            lam = max(lam / 3, 1e-9)
            if np.max(np.abs(step)) < 1e-10:
                break
        else:
            lam *= 4
            if lam > 1e8:
                break
    J = jac(p)
    dof = max(len(t) - len(p), 1)
    red = chi / dof
    try:
        cov = np.linalg.inv(J.T @ J) * max(red, 1.0)
    except np.linalg.LinAlgError:
        cov = np.full((len(p), len(p)), np.nan)
    return p, cov, chi


def err(cov, k):
    v = cov[k, k]
    return float(math.sqrt(v)) if np.isfinite(v) and v >= 0 else float("nan")


def bezier_ease(x1, y1, x2, y2):
    """CAMediaTimingFunction(controlPoints:) as a function of u in [0, 1]."""
    def f(u):
        u = np.clip(np.asarray(u, dtype=float), 0.0, 1.0)
        lo = np.zeros_like(u)
        hi = np.ones_like(u)
        for _ in range(60):
            s = (lo + hi) / 2
            bx = 3 * (1 - s) ** 2 * s * x1 + 3 * (1 - s) * s ** 2 * x2 + s ** 3
            lo = np.where(bx < u, s, lo)
            hi = np.where(bx < u, hi, s)
        s = (lo + hi) / 2
        return 3 * (1 - s) ** 2 * s * y1 + 3 * (1 - s) * s ** 2 * y2 + s ** 3
    return f


def ease_in_out_cubic(u):
    u = np.clip(np.asarray(u, dtype=float), 0.0, 1.0)
    return np.where(u < 0.5, 4 * u ** 3, 1 - (-2 * u + 2) ** 3 / 2)


CURVES = {
    "UIKit easeInEaseOut, cubic Bezier (0.42, 0, 0.58, 1)": bezier_ease(0.42, 0.0, 0.58, 1.0),
    "ease-in-out cubic polynomial (4u^3 / 1-(2-2u)^3/2)": ease_in_out_cubic,
    "linear": lambda u: np.clip(np.asarray(u, dtype=float), 0.0, 1.0),
    "CA default, Bezier (0.25, 0.1, 0.25, 1)": bezier_ease(0.25, 0.1, 0.25, 1.0),
    "ease-out, Bezier (0, 0, 0.58, 1)": bezier_ease(0.0, 0.0, 0.58, 1.0),
    "ease-in, Bezier (0.42, 0, 1, 1)": bezier_ease(0.42, 0.0, 1.0, 1.0),
}


def rnd(x, n=1):
    if x is None or (isinstance(x, float) and not math.isfinite(x)):
        return None
    return float(round(float(x), n))


# ----------------------------------------------------------------------------
# Loading

class Rec:
    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as f:
            self.fx = json.load(f)
        self.name = os.path.splitext(os.path.basename(path))[0]
        keys = self.fx["sample_keys"]
        rows = [dict(zip(keys, r)) for r in self.fx["samples"]]
        self.t = np.array([r["t"] for r in rows])
        self.y = np.array([r["y"] for r in rows])
        self.down = np.array([bool(r["down"]) for r in rows])
        self.fy = np.array([np.nan if r["fy"] is None else r["fy"] for r in rows])
        self.fx_ = np.array([np.nan if r["fx"] is None else r["fx"] for r in rows])
        self.segs = self.fx["segments"]
        src = self.fx["source"]
        self.max_off = src["max_offset_pt"]
        self.viewport = src["viewport_height_pt"]
        self.screen_h = float(src["device"].split("screen ")[1].split(" pt")[0].split("x")[1])
        self.table_top = src["table_top_pt"]
        for sg in self.segs:
            sg.pop("fit", None)

    def label(self, sg):
        return f"{self.name.split('-')[-1]}:{sg['first']}-{sg['last']}"


# ----------------------------------------------------------------------------
# a. Coasting

def coast_model(tms, p):
    x0, v0, lnd = p          # v0 pt/ms at tms = 0, ln d per ms
    return x0 + v0 * np.expm1(lnd * tms) / lnd


def coast_frames(rec, sg):
    """Frames of free deceleration: after the last touch frame, before the end."""
    a = sg["first"] if "note" in sg else sg["first"] + 1
    return list(range(a, sg["last"] + 1))


def fit_coast(rec, fr, sig_t, lnd_fixed=None):
    t0 = rec.t[fr[0]]
    tms = (rec.t[fr] - t0) * 1000.0
    y = rec.y[fr]
    v_guess = (y[1] - y[0]) / (tms[1] - tms[0])
    if lnd_fixed is None:
        fun = coast_model
        p0 = [y[0], v_guess * 1.1, math.log(UIKIT_D)]
        lo, hi = [-1e9, -50, -0.02], [1e9, 50, -1e-5]
    else:
        fun = lambda tt, q: coast_model(tt, [q[0], q[1], lnd_fixed])
        p0 = [y[0], v_guess * 1.1]
        lo, hi = [-1e9, -50], [1e9, 50]
    w = np.ones(len(fr)) / SIGMA_X
    p = np.array(p0)
    for _ in range(3):   # effective variance: re-weight with the model speed
        p, cov, chi = lm_fit(fun, p, tms, y, w, lo, hi)
        lnd = p[2] if lnd_fixed is None else lnd_fixed
        v = np.abs(p[1] * np.exp(lnd * tms)) * 1000.0   # pt/s
        w = 1.0 / np.sqrt(SIGMA_X ** 2 + (v * sig_t) ** 2)
    return p, cov, chi, tms, y, w


def estimate_sigma_t(recs):
    """Timing jitter that makes the coast fits statistically consistent (max likelihood)."""
    best = None
    for st_ms in range(0, 61, 2):
        st = st_ms / 1000.0
        nll = 0.0
        for rec in recs:
            for sg in rec.segs:
                if sg["kind"] != "coast":
                    continue
                fr = coast_frames(rec, sg)
                if len(fr) < 5:
                    continue
                p, cov, chi, tms, y, w = fit_coast(rec, fr, st)
                nll += 0.5 * chi - float(np.log(w).sum())
        if best is None or nll < best[1]:
            best = (st, nll)
    return best[0]


def analyze_coasts(recs, sig_t):
    rows = []
    all_t, all_y, all_w, all_idx = [], [], [], []
    for rec in recs:
        for sg in rec.segs:
            if sg["kind"] != "coast":
                continue
            fr = coast_frames(rec, sg)
            if len(fr) < 4:
                continue
            p, cov, chi, tms, y, w = fit_coast(rec, fr, sig_t)
            pf, covf, chif, *_ = fit_coast(rec, fr, sig_t, lnd_fixed=math.log(UIKIT_D))
            d = math.exp(p[2])
            d_err = d * err(cov, 2)
            v_first = p[1] * 1000.0
            # the lift happened between the last touch frame and the first free one:
            # velocity extrapolated back to halfway (+-50 ms)
            has_lift = "note" not in sg
            v_lift = p[1] * math.exp(-p[2] * 50.0) * 1000.0 if has_lift else None
            last_speeds = [abs(rec.y[k] - rec.y[k - 1]) / (rec.t[k] - rec.t[k - 1]) for k in fr[-3:]]
            travelled = float(y[-1] - y[0])
            pred_0998 = float(coast_model(tms[-1], [0, pf[1], math.log(UIKIT_D)]))
            total_0998 = abs(pf[1] * 1000.0) / (-1000 * math.log(UIKIT_D))
            total_fit = abs(p[1]) / (-p[2])
            fit = {
                "frames_fitted": [fr[0], fr[-1]],
                "v_first_pt_s": rnd(v_first), "v_first_err": rnd(abs(err(cov, 1)) * 1000),
                "v_at_lift_pt_s": rnd(v_lift) if v_lift is not None else None,
                "d_per_ms": rnd(d, 5), "d_err": rnd(d_err, 5),
                "rms_pt": rnd(math.sqrt(float(((coast_model(tms, p) - y) ** 2).mean())), 2),
                "rms_pt_d0998": rnd(math.sqrt(float(((coast_model(tms, [pf[0], pf[1], math.log(UIKIT_D)]) - y) ** 2).mean())), 2),
                "travelled_pt": rnd(travelled),
                "travelled_pred_d0998_pt": rnd(pred_0998),
                "stop_distance_pred_d0998_pt": rnd(total_0998),
                "stop_distance_pred_fit_pt": rnd(total_fit),
                "last_speeds_pt_s": [rnd(v, 0) for v in last_speeds],
                "end": sg.get("end"),
            }
            sg["fit"] = fit
            rows.append((rec, sg, fit))
            k = len(rows) - 1
            all_t.append(tms)
            all_y.append(y)
            all_idx.append(np.full(len(tms), k))
    # one deceleration factor common to all coasts (each keeps its own x0, v0)
    T = np.concatenate(all_t)
    Y = np.concatenate(all_y)
    I = np.concatenate(all_idx)
    n = len(rows)

    def fun(tt, q):
        lnd = q[-1]
        x0 = q[0:2 * n:2][I]
        v0 = q[1:2 * n:2][I]
        return x0 + v0 * np.expm1(lnd * tt) / lnd
    p0 = []
    for (rec, sg, fit), tms, y in zip(rows, all_t, all_y):
        p0 += [y[0], fit["v_first_pt_s"] / 1000.0]
    p0.append(math.log(UIKIT_D))
    p = np.array(p0)
    w = np.ones(len(T)) / SIGMA_X
    for _ in range(3):
        p, cov, chi = lm_fit(fun, p, T, Y, w)
        v = np.abs(p[1:2 * n:2][I] * np.exp(p[-1] * T)) * 1000
        w = 1 / np.sqrt(SIGMA_X ** 2 + (v * sig_t) ** 2)
    d_all = math.exp(p[-1])
    d_all_err = d_all * err(cov, len(p) - 1)
    dof = len(T) - len(p)
    ds = np.array([f["d_per_ms"] for _, _, f in rows])
    spread = {"mean": rnd(float(ds.mean()), 5), "sd": rnd(float(ds.std(ddof=1)), 5),
              "sem": rnd(float(ds.std(ddof=1) / math.sqrt(len(ds))), 5),
              "median": rnd(float(np.median(ds)), 5)}
    return rows, d_all, d_all_err, chi / dof, len(T), spread


# ----------------------------------------------------------------------------
# b. Spring-back

def crit(tau, p):
    """critically damped from x0 with velocity v0 (pt/s) at tau = 0 (s)."""
    x0, v0, om = p
    tau = np.maximum(tau, 0)
    return (x0 + (v0 + om * x0) * tau) * np.exp(-om * tau)


def spring_general(tau, x0, v0, om, zeta):
    """Damped spring x'' + 2 zeta om x' + om^2 x = 0 from x0, v0 (pt/s) at tau = 0."""
    tau = np.maximum(tau, 0)
    if abs(zeta - 1) < 1e-3:
        return crit(tau, [x0, v0, om])
    if zeta < 1:
        wd = om * math.sqrt(1 - zeta ** 2)
        return np.exp(-zeta * om * tau) * (x0 * np.cos(wd * tau) + (v0 + zeta * om * x0) / wd * np.sin(wd * tau))
    sq = om * math.sqrt(zeta ** 2 - 1)
    r1, r2 = -zeta * om + sq, -zeta * om - sq      # slow, fast (both < 0)
    B = (v0 - r1 * x0) / (r2 - r1)
    A = x0 - B
    return A * np.exp(r1 * tau) + B * np.exp(r2 * tau)


def analyze_bounces(recs, sig_t):
    out = []
    for rec in recs:
        for sg in rec.segs:
            if sg["kind"] != "bounce":
                continue
            a, b = sg["first"], sg["last"]
            # the edge: where the content rests afterwards (else the layout's edge)
            top = rec.y[a] > rec.max_off / 2
            rest = rec.y[b] if sg.get("end") == "rest" else (rec.max_off if top else 0.0)
            sign = 1.0 if top else -1.0
            over = sign * (rec.y - rest)
            fr = list(range(a, b + 1))
            peak = max(over[k] for k in fr)
            if peak < 3.0:
                sg["fit"] = {"overscroll_peak_pt": rnd(peak), "note": "too small to fit (< 3 pt)"}
                continue
            held = sg.get("from") == "held pull"
            ta = rec.t[a]
            t = rec.t[fr]
            x = over[fr]
            res = {"edge_pt": rnd(rest), "from": sg.get("from"),
                   "overscroll_samples_pt": [rnd(v) for v in x], "sample_t_s": [rnd(v, 3) for v in t]}
            models = {}
            if held:
                # release from rest at t0 in (t_a, t_a+1); frames after a only
                x0 = over[a]
                tt = t[1:]
                xx = x[1:]
                w0 = np.ones(len(tt)) / SIGMA_X

                def fit_model(kind):
                    if kind == "critically damped spring from rest":
                        f = lambda q_t, q: crit(q_t - q[1], [x0, 0.0, q[0]])
                        p0, lo, hi = [15.0, ta + 0.05], [1.0, ta], [200.0, ta + 0.1]
                    elif kind == "exponential decay":
                        f = lambda q_t, q: x0 * np.exp(-np.maximum(q_t - q[1], 0) / q[0])
                        p0, lo, hi = [0.08, ta + 0.05], [0.005, ta], [2.0, ta + 0.1]
                    else:  # damped spring, free damping ratio
                        f = lambda q_t, q: spring_general(q_t - q[1], x0, 0.0, q[0], q[2])
                        p0, lo, hi = [15.0, ta + 0.05, 1.5], [1.0, ta, 0.3], [300.0, ta + 0.1, 10.0]
                    starts = [[p0[0], ta + dt] + p0[2:] for dt in (0.01, 0.03, 0.05, 0.07, 0.09)]
                    if len(p0) == 3:
                        starts += [[om, ta + dt, z] for om in (10.0, 20.0, 40.0) for z in (0.7, 1.3, 2.0, 4.0)
                                   for dt in (0.03, 0.07)]
                    best = None
                    for start in starts:
                        w = w0.copy()
                        p = np.array(start, float)
                        for _ in range(3):
                            p, cov, chi = lm_fit(f, p, tt, xx, w, lo, hi)
                            h = 1e-4
                            v = np.abs(f(tt + h, p) - f(tt - h, p)) / (2 * h)
                            w = 1 / np.sqrt(SIGMA_X ** 2 + (v * sig_t) ** 2)
                        if best is None or chi < best[2]:
                            best = (p, cov, chi, f)
                    return best
                for kind in ("critically damped spring from rest", "exponential decay",
                             "damped spring, free damping ratio"):
                    p, cov, chi, f = fit_model(kind)
                    t0 = p[1]
                    frac = [float(f(np.array([t0 + dt]), p)[0] / x0) for dt in (0.1, 0.2, 0.3)]
                    fine = np.arange(0, 3, 0.001)
                    xs = f(t0 + fine, p)
                    settle = next((float(s) for s, v in zip(fine, xs) if abs(v) < 0.5
                                   and np.all(np.abs(xs[fine >= s]) < 0.5)), None)
                    m = {"chi2": rnd(chi, 2), "dof": len(tt) - len(p),
                         "rms_pt": rnd(math.sqrt(float(((f(tt, p) - xx) ** 2).mean())), 2),
                         "release_t_s": rnd(t0, 3), "release_t_err": rnd(err(cov, 1), 3),
                         "fraction_at_100_200_300_ms": [rnd(v, 3) for v in frac],
                         "settle_0p5pt_ms": rnd(settle * 1000, 0) if settle is not None else None}
                    if kind.startswith("critically"):
                        m["omega_rad_s"] = rnd(p[0], 2)
                        m["omega_err"] = rnd(err(cov, 0), 2)
                    elif kind.startswith("exponential"):
                        m["tau_ms"] = rnd(p[0] * 1000, 1)
                        m["tau_err"] = rnd(err(cov, 0) * 1000, 1)
                    else:
                        m["omega_rad_s"] = rnd(p[0], 2)
                        m["omega_err"] = rnd(err(cov, 0), 2)
                        m["damping_ratio"] = rnd(p[2], 3)
                        m["damping_ratio_err"] = rnd(err(cov, 2), 3)
                        if p[2] > 1:
                            sq = math.sqrt(p[2] ** 2 - 1)
                            m["slow_time_constant_ms"] = rnd(1000 / (p[0] * (p[2] - sq)), 1)
                            m["fast_time_constant_ms"] = rnd(1000 / (p[0] * (p[2] + sq)), 1)
                    models[kind] = m
                res["overscroll_at_release_pt"] = rnd(x0)
                # model-free: each sample's fraction with the time since the release bracket
                res["empirical"] = [{"frame": k, "after_release_ms": [int(round((rec.t[k] - rec.t[a] - 0.1) * 1000)),
                                                                      int(round((rec.t[k] - rec.t[a]) * 1000))],
                                     "fraction": rnd(over[k] / x0, 3)} for k in fr[1:]]
                settle_frames = [k for k in fr[1:] if all(abs(over[j]) < 0.5 for j in fr[fr.index(k):])]
                if settle_frames:
                    k = settle_frames[0]
                    res["settled_0p5pt_by_frame"] = k
                    res["settled_0p5pt_after_release_ms"] = [int(round((rec.t[k] - rec.t[a] - 0.1) * 1000)),
                                                             int(round((rec.t[k] - rec.t[a]) * 1000))]
            else:
                # momentum past the edge: the drag/coast's last frame before the peak carries
                # velocity.  Fit a critically damped spring from the first sample beyond the
                # edge with free velocity (and compare an exponential from the peak on).
                k0 = a if over[a] > 0.5 else a + 1
                tt = rec.t[k0:b + 1] - rec.t[k0]
                xx = over[k0:b + 1]
                x0 = xx[0]
                f = lambda q_t, q: crit(q_t, [x0, q[0], q[1]])
                w = np.ones(len(tt)) / SIGMA_X
                p = np.array([(xx[1] - xx[0]) / 0.1 + 50, 15.0])
                for _ in range(3):
                    p, cov, chi = lm_fit(f, p, tt, xx, w, [-2000, 0.5], [2000, 200])
                    h = 1e-4
                    v = np.abs(f(tt + h, p) - f(tt - h, p)) / (2 * h)
                    w = 1 / np.sqrt(SIGMA_X ** 2 + (v * sig_t) ** 2)
                fine = np.arange(0, 3, 0.001)
                xs = f(fine, p)
                settle = next((float(s_) for s_, v_ in zip(fine, xs) if abs(v_) < 0.5
                               and np.all(np.abs(xs[fine >= s_]) < 0.5)), None)
                models["critically damped spring, free initial velocity"] = {
                    "from_frame": k0, "x0_pt": rnd(x0), "v0_pt_s": rnd(p[0]), "v0_err": rnd(err(cov, 0)),
                    "peak_pt": rnd(float(xs.max())), "peak_after_ms": rnd(float(fine[int(np.argmax(xs))]) * 1000, 0),
                    "settle_0p5pt_ms": rnd(settle * 1000, 0) if settle is not None else None,
                    "omega_rad_s": rnd(p[1], 2), "omega_err": rnd(err(cov, 1), 2),
                    "chi2": rnd(chi, 2), "dof": len(tt) - 2,
                    "rms_pt": rnd(math.sqrt(float(((f(tt, p) - xx) ** 2).mean())), 2)}
                g3 = lambda q_t, q: spring_general(q_t, x0, q[0], q[1], q[2])
                best3 = None
                for z in (0.6, 1.3, 2.0):
                    w = np.ones(len(tt)) / SIGMA_X
                    q = np.array([p[0], p[1], z])
                    for _ in range(3):
                        q, covq, chiq = lm_fit(g3, q, tt, xx, w, [-2000, 0.5, 0.3], [2000, 300, 10])
                        h = 1e-4
                        v = np.abs(g3(tt + h, q) - g3(tt - h, q)) / (2 * h)
                        w = 1 / np.sqrt(SIGMA_X ** 2 + (v * sig_t) ** 2)
                    if best3 is None or chiq < best3[2]:
                        best3 = (q, covq, chiq)
                q, covq, chiq = best3
                models["damped spring, free damping ratio and initial velocity"] = {
                    "v0_pt_s": rnd(q[0]), "omega_rad_s": rnd(q[1], 2), "omega_err": rnd(err(covq, 1), 2),
                    "damping_ratio": rnd(q[2], 3), "damping_ratio_err": rnd(err(covq, 2), 3),
                    "chi2": rnd(chiq, 2), "dof": len(tt) - 3,
                    "rms_pt": rnd(math.sqrt(float(((g3(tt, q) - xx) ** 2).mean())), 2)}
                kp = k0 + int(np.argmax(xx))
                if b - kp >= 2:
                    tt2 = rec.t[kp:b + 1] - rec.t[kp]
                    xx2 = over[kp:b + 1]
                    g = lambda q_t, q: q[0] * np.exp(-q_t / q[1])
                    p2, cov2, chi2 = lm_fit(g, [xx2[0], 0.15], tt2, xx2, np.ones(len(tt2)) / SIGMA_X,
                                            [0, 0.005], [1e4, 5])
                    ratios = [rnd(xx2[k + 1] / xx2[k], 2) for k in range(len(xx2) - 1) if xx2[k] > 0.5]
                    models["exponential decay from the sampled peak"] = {
                        "peak_frame": int(kp), "peak_pt": rnd(xx2[0]), "tau_ms": rnd(p2[1] * 1000, 1),
                        "tau_err": rnd(err(cov2, 1) * 1000, 1),
                        "ratio_per_100ms": ratios,
                        "rms_pt": rnd(math.sqrt(float(((g(tt2, p2) - xx2) ** 2).mean())), 2)}
            res["models"] = models
            sg["fit"] = res
            out.append((rec, sg, res))
    return out


# ----------------------------------------------------------------------------
# c. Rubber band and d. lag

def interp(t, ts, vs):
    return np.interp(t, ts, vs)


def rubber(x, dim, c):
    x = np.maximum(x, 0)
    return (1 - 1 / (x * c / dim + 1)) * dim


def analyze_pull(rec, sg, sig_t):
    """A drag held past an edge: finger travel beyond the edge vs the overscroll."""
    a, b = sg["first"], sg["last"]
    top = rec.y[b] > rec.max_off / 2
    sign = 1.0 if top else -1.0
    edge = rec.max_off if top else 0.0
    fr = list(range(a, b + 1))
    fy = rec.fy[fr]
    y = rec.y[fr]
    t = rec.t[fr]
    # content direction: offset grows when the finger moves up (fy falls)
    travel = -(fy - fy[0])          # pt the finger moved (content direction)
    need = sign * (edge - y[0])     # pt the content still had to go to reach the edge
    shown = sign * (y - edge)
    res = {"frames": [a, b], "edge_pt": edge, "start_offset_pt": rnd(y[0]),
           "finger_travel_pt": [rnd(v) for v in travel], "overscroll_pt": [rnd(v) for v in shown],
           "distance_to_edge_at_touch_pt": rnd(need)}
    fits = []
    lags = np.arange(0, 0.2001, 0.01)
    best = None
    dims = [("viewport height", rec.viewport), ("screen height", rec.screen_h)]
    for lag in lags:
        tr = -(interp(t - lag, t, fy) - fy[0])
        m = shown > 1.0
        m[0] = False
        for dname, dim in dims + [("free", None)]:
            for slop_free in (False, True):
                def f(_, q, tr=tr, dim=dim, slop_free=slop_free):
                    c = q[0]
                    dd = dim if dim is not None else q[1]
                    s0 = q[-1] if slop_free else 0.0
                    return rubber(tr[m] - need - s0, dd, c)
                p0 = [0.55] + ([rec.viewport] if dim is None else []) + ([5.0] if slop_free else [])
                lo = [0.05] + ([50.0] if dim is None else []) + ([-40.0] if slop_free else [])
                hi = [3.0] + ([5000.0] if dim is None else []) + ([60.0] if slop_free else [])
                p, cov, chi = lm_fit(f, p0, t[m], shown[m], np.ones(m.sum()) / 1.0, lo, hi)
                rms = math.sqrt(chi / m.sum())
                row = (rms, lag, dname, slop_free, p, cov, int(m.sum()))
                fits.append(row)
    out = {}
    for dname, _ in dims + [("free", None)]:
        for slop_free in (False, True):
            rows = [r for r in fits if r[2] == dname and r[3] == slop_free]
            r = min(rows, key=lambda r: (round(r[0], 6), r[1]))
            rms, lag, _, _, p, cov, n = r
            key = f"dim={dname}" + (", finger offset free" if slop_free else "")
            e = {"lag_ms": int(round(lag * 1000)), "c": rnd(p[0], 3), "c_err": rnd(err(cov, 0), 3),
                 "rms_pt": rnd(rms, 2), "n": n}
            if dname == "free":
                e["dim_pt"] = rnd(p[1], 0)
                e["dim_err"] = rnd(err(cov, 1), 0)
            else:
                e["dim_pt"] = rnd(dict(dims)[dname], 1)
            if slop_free:
                e["finger_offset_pt"] = rnd(p[-1], 1)
                e["finger_offset_err"] = rnd(err(cov, len(p) - 1), 1)
            # residual of the stock formula (c = 0.55) at this lag
            tr = -(interp(t - lag, t, fy) - fy[0])
            m = shown > 1.0
            m[0] = False
            dd = e["dim_pt"]
            s0 = p[-1] if slop_free else 0.0
            e["rms_pt_c055"] = rnd(math.sqrt(float(((rubber(tr[m] - need - s0, dd, 0.55) - shown[m]) ** 2).mean())), 2)
            out[key] = e
    res["fits"] = out
    # lag scan for the stock formula with the viewport height
    scan = []
    for lag in (0.0, 0.03, 0.05, 0.07, 0.1):
        tr = -(interp(t - lag, t, fy) - fy[0])
        m = shown > 1.0
        m[0] = False
        for dname, dim in dims:
            r = rubber(tr[m] - need, dim, 0.55) - shown[m]
            scan.append({"lag_ms": int(lag * 1000), "dim": dname,
                         "rms_pt": rnd(math.sqrt(float((r ** 2).mean())), 2),
                         "mean_pt": rnd(float(r.mean()), 2)})
    res["stock_formula_c055"] = scan
    return res


def analyze_lag(rec, sg):
    """Per drag: finger and content steps between the frames the finger is down."""
    a, b = sg["first"], sg["last"]
    fr = list(range(a, b + 1))
    fy = rec.fy[fr]
    y = rec.y[fr]
    res = {"frames": [a, b],
           "finger_step_pt": [rnd(-(fy[k] - fy[k - 1])) for k in range(1, len(fr))],
           "content_step_pt": [rnd(y[k] - y[k - 1]) for k in range(1, len(fr))]}
    if b + 1 < len(rec.y):
        res["content_step_after_lift_pt"] = rnd(rec.y[b + 1] - rec.y[b])
    return res


def lag_frames(rec, sg):
    """Frames of a drag where the content follows the finger: after the touch-down
    frame, finger still down, content inside the edges."""
    a, b = sg["first"], sg["last"]
    return [k for k in range(a + 1, b + 1)
            if -0.5 <= rec.y[k] <= rec.max_off + 0.5]


def joint_lag(recs):
    """y(t) = C_drag - fy(t - lag): one lag common to every drag with >= 2 usable
    frames, one constant per drag.  Finger positions between frames are linear
    interpolations of the pointer samples (the pointer is sampled up or down)."""
    drags = []
    for rec in recs:
        ok = np.isfinite(rec.fy)
        for sg in rec.segs:
            if sg["kind"] == "drag":
                fr = lag_frames(rec, sg)
                if len(fr) >= 2:
                    drags.append((rec, sg, fr, rec.t[ok], rec.fy[ok]))
    rows = []
    for lag in np.round(np.arange(0.0, 0.1501, 0.005), 3):
        rss, n = 0.0, 0
        per = []
        for rec, sg, fr, tt, ff in drags:
            C = rec.y[fr] + np.interp(rec.t[fr] - lag, tt, ff)
            r = C - C.mean()
            rss += float(r @ r)
            n += len(fr)
            per.append(float(np.sqrt((r @ r) / len(fr))))
        rows.append((lag, rss, per))
    n_par = len(drags) + 1
    best = min(rows, key=lambda r: (round(r[1], 6), r[0]))
    s2 = best[1] / max(n - n_par, 1)
    inside = [r[0] for r in rows if r[1] - best[1] <= s2]
    return {
        "drags": [rec.label(sg) for rec, sg, *_ in drags],
        "frames_used": {rec.label(sg): fr for rec, sg, fr, *_ in drags},
        "best_lag_ms": rnd(best[0] * 1000, 0),
        "lag_1sigma_ms": [rnd(min(inside) * 1000, 0), rnd(max(inside) * 1000, 0)],
        "rms_pt_at_best": rnd(math.sqrt(best[1] / n), 2),
        "rms_pt_per_drag_at_best": [rnd(v, 2) for v in best[2]],
        "rms_pt_vs_lag": [[rnd(r[0] * 1000, 0), rnd(math.sqrt(r[1] / n), 2)] for r in rows if round(r[0] * 1000) % 25 == 0],
    }


# ----------------------------------------------------------------------------
# e. Programmatic scroll

def analyze_programmatic(recs, sig_t):
    items = []
    for rec in recs:
        for sg in rec.segs:
            if sg["kind"] != "programmatic":
                continue
            a, b = sg["first"], sg["last"]
            ta, tb = sg["touch"]
            y0, y1 = rec.y[a], rec.y[b]
            fr = list(range(a, b + 1))
            prog = (rec.y[fr] - y0) / (y1 - y0)
            items.append({"rec": rec, "sg": sg, "t": rec.t[fr], "p": prog, "a": a, "b": b,
                          "touch": (ta, tb), "dist": float(y1 - y0)})
    results = {}
    for cname, F in CURVES.items():
        # one duration for all taps, one start time per recording
        n = len(items)
        # every frame from the last one at rest to the first one at rest again
        T = np.concatenate([it["t"] for it in items])
        P = np.concatenate([it["p"] for it in items])
        I = np.concatenate([np.full(len(it["t"]), k) for k, it in enumerate(items)])

        def f(tt, q):
            return F((tt - q[:n][I]) / q[n])
        best = None
        for D0 in (0.25, 0.3, 0.35, 0.4, 0.5):
            p0 = [it["t"][0] + 0.05 for it in items] + [D0]
            lo = [it["t"][0] - 0.1 for it in items] + [0.1]
            hi = [it["t"][1] for it in items] + [1.0]
            w = np.ones(len(T)) / 0.01
            p = np.array(p0)
            for _ in range(3):
                p, cov, chi = lm_fit(f, p, T, P, w, lo, hi)
                h = 1e-4
                v = np.abs(f(T + h, p) - f(T - h, p)) / (2 * h)
                w = 1 / np.sqrt(0.002 ** 2 + (v * sig_t) ** 2)
            # the end frame must be reached: the last frame is at rest
            ok = all(float(p[k] + p[n]) <= items[k]["t"][-1] + 1e-9 + sig_t for k in range(n))
            if best is None or (chi < best[2]):
                best = (p, cov, chi, ok, w)
        p, cov, chi, ok, w = best
        dof = len(T) - len(p)
        per = []
        for k, it in enumerate(items):
            rec = it["rec"]
            t0 = p[k]
            td, tu = it["touch"]
            per.append({"recording": rec.name, "start_t_s": rnd(t0, 3), "start_err": rnd(err(cov, k), 3),
                        "start_after_last_down_frame_ms": rnd((t0 - rec.t[tu]) * 1000, 0),
                        "residuals": [rnd(v, 3) for v in (f(T, p) - P)[I == k]]})
        # the same curve with the duration held at 0.3 s (start times free)
        g = lambda tt, q: F((tt - q[:n][I]) / 0.3)
        q, _, chi03 = lm_fit(g, p[:n], T, P, w, lo[:n], hi[:n])
        results[cname] = {"duration_s": rnd(p[n], 3), "duration_err": rnd(err(cov, n), 3),
                          "chi2_duration_0p3s": rnd(chi03, 2),
                          "chi2": rnd(chi, 2), "dof": dof, "ends_by_last_frame": ok,
                          "rms_progress": rnd(math.sqrt(float(((f(T, p) - P) ** 2).mean())), 3),
                          "per_recording": per}
    for it in items:
        rec, sg = it["rec"], it["sg"]
        td, tu = it["touch"]
        sg["fit"] = {
            "from_pt": rnd(it["rec"].y[it["a"]]), "to_pt": rnd(it["rec"].y[it["b"]]),
            "distance_pt": rnd(it["dist"]),
            "progress": [rnd(v, 3) for v in it["p"]], "t_s": [rnd(v, 3) for v in it["t"]],
            "touch_down_between_s": [rnd(rec.t[td - 1], 3), rnd(rec.t[td], 3)],
            "touch_up_between_s": [rnd(rec.t[tu], 3), rnd(rec.t[tu + 1], 3)],
            "first_motion_between_s": [rnd(rec.t[it["a"]], 3), rnd(rec.t[it["a"] + 1], 3)],
        }
    return items, results


# ----------------------------------------------------------------------------
# f. Release velocity

def analyze_release(rec, drag, coast):
    a, b = drag["first"], drag["last"]
    fy = rec.fy
    t = rec.t
    out = {"drag": [a, b], "coast": [coast["first"], coast["last"]]}
    # finger velocity in content direction (offset grows as the finger moves up)
    if b - a >= 1:
        v2 = -(fy[b] - fy[b - 1]) / (t[b] - t[b - 1])
        out["finger_v_last2_pt_s"] = rnd(v2, 0)
    if b - a >= 2:
        k = list(range(max(a, b - 3), b + 1))
        A = np.vstack([np.ones(len(k)), t[k]]).T
        sl = np.linalg.lstsq(A, -fy[k], rcond=None)[0][1]
        out["finger_v_last%d_fit_pt_s" % len(k)] = rnd(sl, 0)
    if b + 1 < len(fy) and np.isfinite(fy[b + 1]):
        # the pointer keeps moving after the button goes up: a bracket for the hand's speed
        out["pointer_v_across_lift_pt_s"] = rnd(-(fy[b + 1] - fy[b]) / (t[b + 1] - t[b]), 0)
    cf = coast.get("fit") or {}
    out["content_v_first_free_frame_pt_s"] = cf.get("v_first_pt_s")
    out["content_v_err"] = cf.get("v_first_err")
    out["content_v_at_lift_pt_s"] = cf.get("v_at_lift_pt_s")
    out["content_step_after_lift_pt_s"] = rnd((rec.y[b + 1] - rec.y[b]) / (t[b + 1] - t[b]), 0)
    if out.get("finger_v_last2_pt_s") and cf.get("v_at_lift_pt_s"):
        out["ratio_content_lift_to_finger"] = rnd(cf["v_at_lift_pt_s"] / out["finger_v_last2_pt_s"], 2)
    return out


# ----------------------------------------------------------------------------

def write_fixture(rec):
    """Same layout as extract.py writes (one sample per line)."""
    import importlib.util
    import sys
    sys.dont_write_bytecode = True      # leave no __pycache__ in the repository
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("extract", os.path.join(here, "extract.py"))
    ex = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ex)
    ex.write_json(rec.path, rec.fx)


def main():
    ap = argparse.ArgumentParser(description="fit UIKit scroll physics to the recording fixtures")
    ap.add_argument("--fixtures", required=True)
    ap.add_argument("--report", required=True)
    args = ap.parse_args()
    recs = [Rec(p) for p in sorted(glob.glob(os.path.join(args.fixtures, "*.json")))]
    L = []
    P = L.append

    sig_t = estimate_sigma_t(recs)
    P(f"# UIKit scroll physics measured in {len(recs)} recordings\n")
    P("Recordings: " + ", ".join(f"`{r.name}.gif`" for r in recs)
      + " (thedahiyaboy/TDTableViewHeaderPager, MIT, iPhone 8 Plus simulator, iOS 11/12). "
      + "One frame per 100 ms. Segment labels are `recording:first-last` frame indices.\n")
    for r in recs:
        s = r.fx["source"]
        P(f"* `{r.name}`: {s['px_per_pt']} px/pt (+-{s['px_per_pt_err']}), table top {s['table_top_pt']} pt, "
          f"viewport {s['viewport_height_pt']} pt, max offset {s['max_offset_pt']} pt.")
    P(f"\nFrame-time jitter (max-likelihood over all coasts): sigma_t = {sig_t * 1000:.0f} ms per frame. "
      "Every fit below weights each sample by 1/(sigma_x^2 + (v sigma_t)^2), sigma_x = "
      f"{SIGMA_X} pt.\n")

    # a
    rows, d_all, d_all_err, red, npts, spread = analyze_coasts(recs, sig_t)
    P("## a. Coasting\n")
    P(f"One deceleration factor for all {len(rows)} coasts ({npts} samples): **d = {d_all:.5f} +- {d_all_err:.5f} per ms** "
      f"(UIKit .normal = 0.998; reduced chi^2 {red:.2f}). The coasts one by one: mean {spread['mean']}, "
      f"median {spread['median']}, sd {spread['sd']}, standard error {spread['sem']}.\n")
    P("| coast | fitted frames | v first free frame (pt/s) | v at lift (pt/s, +-50 ms) | d per ms | rms (pt) | rms d=.998 | travelled | pred. d=.998 | stop dist. d=.998 | last speeds (pt/s) | end |")
    P("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for rec, sg, f in rows:
        P(f"| {rec.label(sg)} | {f['frames_fitted'][0]}-{f['frames_fitted'][1]} | {f['v_first_pt_s']} +- {f['v_first_err']} | "
          f"{f['v_at_lift_pt_s']} | {f['d_per_ms']} +- {f['d_err']} | {f['rms_pt']} | {f['rms_pt_d0998']} | {f['travelled_pt']} | "
          f"{f['travelled_pred_d0998_pt']} | {f['stop_distance_pred_d0998_pt']} | {f['last_speeds_pt_s']} | {f['end']} |")
    slowest = min((min(f["last_speeds_pt_s"]), rec.label(sg)) for rec, sg, f in rows)
    P(f"\nNo coast in these recordings decays to rest on its own: each ends at the next touch or at the "
      f"bottom edge. The slowest speed seen while still decelerating normally is {slowest[0]:.0f} pt/s "
      f"({slowest[1]}); a stop threshold, if any, lies below that and cannot be measured here.\n")

    # b
    bounces = analyze_bounces(recs, sig_t)
    P("## b. Spring-back\n")
    for rec, sg, res in bounces:
        P(f"### {rec.label(sg)} ({res.get('from') or sg.get('from')})\n")
        if "models" not in res:
            P(f"Peak overscroll {res.get('overscroll_peak_pt')} pt: {res.get('note')}.\n")
            continue
        P(f"Overscroll samples (pt): {res['overscroll_samples_pt']} at t = {res['sample_t_s']} s; edge {res['edge_pt']} pt.\n")
        if "empirical" in res:
            P(f"Overscroll at release {res['overscroll_at_release_pt']} pt. Model-free: "
              + "; ".join(f"frame {e['frame']} ({e['after_release_ms'][0]}-{e['after_release_ms'][1]} ms after release): {e['fraction']}"
                          for e in res["empirical"]) + ".\n")
            if "settled_0p5pt_by_frame" in res:
                P(f"Within 0.5 pt from frame {res['settled_0p5pt_by_frame']} "
                  f"({res['settled_0p5pt_after_release_ms'][0]}-{res['settled_0p5pt_after_release_ms'][1]} ms after release).\n")
        for k, m in res["models"].items():
            P(f"* {k}: " + ", ".join(f"{kk} {vv}" for kk, vv in m.items()))
        P("")
    P(f"ScrollReel today: critically damped, omega = {REEL_OMEGA:.0f} rad/s from rest: "
      f"{(1 + REEL_OMEGA * 0.1) * math.exp(-REEL_OMEGA * 0.1):.3f}, {(1 + REEL_OMEGA * 0.2) * math.exp(-REEL_OMEGA * 0.2):.3f}, "
      f"{(1 + REEL_OMEGA * 0.3) * math.exp(-REEL_OMEGA * 0.3):.3f} left at +100/+200/+300 ms.\n")

    # c, d
    P("## c. Rubber band while held past an edge\n")
    pulls = []
    for rec in recs:
        for sg in rec.segs:
            if sg["kind"] == "drag" and "overscroll_frames" in sg:
                o = sg["overscroll_frames"]
                if o[1] - o[0] >= 3:
                    res = analyze_pull(rec, sg, sig_t)
                    sg["fit"] = {"rubber_band": res}
                    pulls.append((rec, sg, res))
                    P(f"### {rec.label(sg)}\n")
                    P(f"Finger travel (pt, content direction) {res['finger_travel_pt']}; overscroll {res['overscroll_pt']}; "
                      f"distance to the edge at touch-down {res['distance_to_edge_at_touch_pt']} pt.\n")
                    P("| model | lag (ms) | c | dim (pt) | finger offset (pt) | rms (pt) | rms with c = 0.55 |")
                    P("|---|---|---|---|---|---|---|")
                    for k, e in res["fits"].items():
                        P(f"| {k} | {e['lag_ms']} | {e['c']} +- {e['c_err']} | {e['dim_pt']}"
                          + (f" +- {e['dim_err']}" if 'dim_err' in e else "") + " | "
                          + (f"{e['finger_offset_pt']} +- {e['finger_offset_err']}" if 'finger_offset_pt' in e else "0") + f" | {e['rms_pt']} | {e['rms_pt_c055']} |")
                    P("\nStock formula (c = 0.55, no offset): " + "; ".join(
                        f"lag {s['lag_ms']} ms, {s['dim']}: rms {s['rms_pt']} (mean {s['mean_pt']})" for s in res["stock_formula_c055"]) + "\n")
    P("## d. Finger-to-content lag during drags\n")
    lag = joint_lag(recs)
    P(f"Model y(t) = C - finger_y(t - lag), one lag for the drags {lag['drags']} "
      f"(frames {lag['frames_used']}): **lag = {lag['best_lag_ms']:.0f} ms** (1-sigma {lag['lag_1sigma_ms']} ms), "
      f"rms {lag['rms_pt_at_best']} pt (per drag {lag['rms_pt_per_drag_at_best']}); rms vs lag {lag['rms_pt_vs_lag']}.\n")
    P("Steps between the frames the finger is down (content direction):\n")
    P("| drag | finger step (pt) | content step (pt) | content step after lift (pt) |")
    P("|---|---|---|---|")
    for rec in recs:
        for sg in rec.segs:
            if sg["kind"] != "drag":
                continue
            res = analyze_lag(rec, sg)
            sg.setdefault("fit", {})["steps"] = res
            P(f"| {rec.label(sg)} | {res['finger_step_pt']} | {res['content_step_pt']} | {res.get('content_step_after_lift_pt')} |")
    P("")

    # e
    items, prog = analyze_programmatic(recs, sig_t)
    P("## e. Tap -> animated scrollToRow\n")
    for it in items:
        f = it["sg"]["fit"]
        P(f"* {it['rec'].label(it['sg'])}: {f['from_pt']} -> {f['to_pt']} pt; progress {f['progress']} at t {f['t_s']}; "
          f"touch down in {f['touch_down_between_s']}, up in {f['touch_up_between_s']}, first motion in {f['first_motion_between_s']} s.")
    P("\nOne duration for both taps, one start time each; 'start' is counted from the last frame "
      "that shows the finger down (the lift happened 0-100 ms after it).\n")
    P("| curve | duration (s) | chi^2 / dof | chi^2 with 0.3 s | rms progress | start after the last down frame (ms) |")
    P("|---|---|---|---|---|---|")
    for k, r in sorted(prog.items(), key=lambda kv: kv[1]["chi2"]):
        P(f"| {k} | {r['duration_s']} +- {r['duration_err']} | {r['chi2']} / {r['dof']} | {r['chi2_duration_0p3s']} | {r['rms_progress']} | "
          + ", ".join(f"{p['start_after_last_down_frame_ms']} +- {rnd(p['start_err'] * 1000, 0)}" for p in r["per_recording"]) + " |")
    P("")

    # f
    P("## f. Release velocity\n")
    P("| flick | finger v, last 2 down samples (pt/s) | pointer v across lift | content v after lift (fit, at lift) | content v first free frame | ratio |")
    P("|---|---|---|---|---|---|")
    rel_rows = []
    for rec in recs:
        segs = rec.segs
        for i, sg in enumerate(segs):
            if sg["kind"] != "drag":
                continue
            nxt = next((s for s in segs[i + 1:] if s["first"] == sg["last"] and s["kind"] in ("coast", "bounce")), None)
            if nxt is None or nxt["kind"] != "coast":
                continue
            r = analyze_release(rec, sg, nxt)
            sg.setdefault("fit", {})["release"] = r
            rel_rows.append(r)
            P(f"| {rec.label(sg)} | {r.get('finger_v_last2_pt_s')} | {r.get('pointer_v_across_lift_pt_s')} | "
              f"{r.get('content_v_at_lift_pt_s')} | {r.get('content_v_first_free_frame_pt_s')} +- {r.get('content_v_err')} | "
              f"{r.get('ratio_content_lift_to_finger')} |")
    P("")

    summary = {
        "sigma_t_ms": rnd(sig_t * 1000, 0),
        "coast_d_per_ms": rnd(d_all, 5), "coast_d_err": rnd(d_all_err, 5), "coast_d_per_coast": spread,
        "drag_lag": lag,
        "programmatic_curves": prog,
    }
    for rec in recs:
        rec.fx["fits"] = {"summary": summary,
                          "note": "per-segment values are in segments[].fit; see scripts/recordings/analyze.py"}
        write_fixture(rec)
    with open(args.report, "w", encoding="utf-8") as f:
        f.write("\n".join(L) + "\n")
    print("\n".join(L))


if __name__ == "__main__":
    main()
