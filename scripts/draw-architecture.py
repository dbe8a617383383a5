#!/usr/bin/env python3
"""Draws docs/architecture.svg: the module graph, arrows read from Package.swift.

Run from anywhere: python3 scripts/draw-architecture.py (needs the Swift toolchain on PATH).
Box positions are laid out by hand below; a new module needs a place in B.
"""
import json
import math
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
W, HT = 1150, 775
H = 40  # box height

# name: (x, y, w, kind[, h])
B = {
 'ScrollReelSnapshotTesting': (30, 60, 230, 'lib'),
 'ScrollReelTesting':         (400, 60, 170, 'lib'),
 'scrollreel':                (740, 60, 110, 'exe'),
 'scrollreel-fuzz':           (990, 60, 140, 'exe'),
 'ReelCheck':                 (210, 170, 120, 'lib'),
 'ScrollReel':                (390, 165, 200, 'umb', 50),
 'ScrollReelDemos':           (740, 170, 170, 'lib'),
 'ReelOutput':                (60, 280, 120, 'mod'),
 'ReelScenario':              (800, 280, 130, 'mod'),
 'ReelRender':                (195, 390, 130, 'mod'),
 'ReelScene':                 (670, 390, 120, 'mod'),
 'ScrollReelUIKit':           (995, 390, 140, 'lib'),
 'ReelText':                  (50, 500, 100, 'mod'),
 'ReelGD':                    (200, 500, 90, 'mod'),
 'ReelGraphics':              (340, 500, 120, 'mod'),
 'ReelTrace':                 (540, 500, 110, 'mod'),
 'ReelLayout':                (700, 500, 110, 'mod'),
 'ReelScroll':                (860, 500, 110, 'mod'),
 'CGD':                       (195, 580, 100, 'sys'),
 'ReelGeometry':              (10, 660, 1130, 'mod'),
}
SUB = {'ScrollReel': 're-exports every library module', 'CGD': None}

def package_edges():
    """Direct dependencies among the drawn targets, from `swift package dump-package`."""
    package = json.loads(subprocess.run(['swift', 'package', 'dump-package'], cwd=ROOT, check=True,
                                        capture_output=True, text=True).stdout)
    edges = []
    for target in package['targets']:
        name = target['name']
        if name not in B or name == 'ScrollReel':
            continue  # the umbrella re-exports everything: drawn as a note, not 11 arrows
        names = []
        for dependency in target['dependencies']:
            kind, value = next(iter(dependency.items()))
            if kind in ('byName', 'target') and value[0] in B:
                names.append(value[0])
        edges.append((name, names))
    return edges

E = package_edges()
EXT = {'ReelScenario': 'Yams', 'scrollreel': 'ArgumentParser', 'ScrollReelSnapshotTesting': 'SnapshotTesting'}
edges = [(s, t) for s, ts in E for t in ts]
WP = {}
WP = {
 ('ReelOutput','ReelGeometry'): [(38, 340)],
 ('ReelCheck','ReelGeometry'): [(22, 230)],
 ('ReelScene','ReelGeometry'): [(675, 470)],
 ('ReelScenario','ReelGeometry'): [(835, 470)],
 ('ReelOutput','ReelGraphics'): [(345, 374)],
 ('ReelOutput','ReelTrace'): [(368, 368)],
}

def h(n): return B[n][4] if len(B[n]) > 4 else H
def cx(n): return B[n][0] + B[n][2] / 2
def top(n): return B[n][1]
def bot(n): return B[n][1] + h(n)
def same_row(s, t): return abs(top(s) - top(t)) < 5 and h(s) == h(t)

out_ports, in_ports = {}, {}
def first_x(s, t): return WP[(s, t)][0][0] if (s, t) in WP else cx(t)
def last_x(s, t): return WP[(s, t)][-1][0] if (s, t) in WP else cx(s)
for n in B:
    x, y, w = B[n][:3]
    inset = 14
    def spread(lst, keyf):
        lst = sorted(lst, key=keyf); m = len(lst); res = {}
        for i, e in enumerate(lst):
            if n == 'ReelGeometry': res[e] = keyf(e)
            elif m == 1: res[e] = x + w / 2
            else: res[e] = x + inset + (w - 2 * inset) * i / (m - 1)
        return res
    out_ports.update(spread([e for e in edges if e[0] == n and not same_row(*e)], lambda e: first_x(*e)))
    in_ports.update(spread([e for e in edges if e[1] == n and not same_row(*e)], lambda e: last_x(*e)))
PORT = {}
PORT = {'out': {('ReelRender','ReelText'): 212, ('ReelRender','ReelGD'): 245, ('ReelRender','ReelGraphics'): 283, ('ReelRender','ReelGeometry'): 315},
        'in': {('ReelRender','ReelGeometry'): 315, ('ReelCheck','ReelRender'): 280, ('ReelOutput','ReelRender'): 225, ('ReelCheck','ReelTrace'): 588, ('ReelOutput','ReelTrace'): 556, ('ReelScene','ReelTrace'): 625}}
out_ports.update(PORT.get('out', {})); in_ports.update(PORT.get('in', {}))
out_ports = {k: round(v) for k, v in out_ports.items()}; in_ports = {k: round(v) for k, v in in_ports.items()}

def f(v): return f'{v:.0f}' if abs(v - round(v)) < 0.05 else f'{v:.1f}'
def path_d(pts, r=12):
    d = f'M{f(pts[0][0])},{f(pts[0][1])}'
    for i in range(1, len(pts) - 1):
        (x0, y0), (x1, y1), (x2, y2) = pts[i - 1], pts[i], pts[i + 1]
        l1 = math.hypot(x1 - x0, y1 - y0); l2 = math.hypot(x2 - x1, y2 - y1)
        rr = min(r, l1 / 2, l2 / 2)
        a = (x1 - (x1 - x0) * rr / l1, y1 - (y1 - y0) * rr / l1)
        b = (x1 + (x2 - x1) * rr / l2, y1 + (y2 - y1) * rr / l2)
        d += f' L{f(a[0])},{f(a[1])} Q{f(x1)},{f(y1)} {f(b[0])},{f(b[1])}'
    d += f' L{f(pts[-1][0])},{f(pts[-1][1])}'
    return d

GREY = '#8c8c8c'
COL = {
 'ReelGraphics': GREY, 'ReelGD': GREY, 'ReelText': GREY, 'ReelLayout': GREY, 'ReelScroll': GREY, 'ReelTrace': GREY,
 'ReelRender': '#c0392b', 'ReelScene': '#2e7d32', 'ReelScenario': '#7b1fa2', 'ReelOutput': '#1565c0',
 'ReelCheck': '#e67e22', 'ScrollReelDemos': '#00838f', 'ScrollReelUIKit': '#ad1457',
 'ScrollReelTesting': '#4a4a4a', 'ScrollReelSnapshotTesting': '#4a4a4a', 'scrollreel': '#4a4a4a', 'scrollreel-fuzz': '#4a4a4a',
}
MID = {GREY: 'grey', '#c0392b': 'render', '#2e7d32': 'scene', '#7b1fa2': 'scenario', '#1565c0': 'output',
       '#e67e22': 'check', '#00838f': 'demos', '#ad1457': 'uikit', '#4a4a4a': 'top', '#aaaaaa': 'ext'}
FILL = {'mod': '#eaf1fb', 'lib': '#ffffff', 'exe': '#fff4dc', 'umb': '#e8f5e9', 'sys': '#eeeeee'}

o = []
o.append(f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{HT}" viewBox="0 0 {W} {HT}"')
o.append('     font-family="-apple-system, BlinkMacSystemFont, \'Segoe UI\', Helvetica, Arial, sans-serif">')
o.append('  <title>ScrollReel module graph</title>')
o.append('  <!-- The targets of Package.swift and their direct dependencies; see docs/architecture.md. One path per edge, grouped by the depending target, in Package.swift order. -->')
o.append('  <desc>Every target of Package.swift as a box; an arrow points from a module to a module it depends on. '
         'The umbrella ScrollReel re-exports the eleven library modules (blue boxes); those arrows are not drawn.</desc>')
o.append(f'  <rect width="{W}" height="{HT}" fill="#ffffff"/>')
o.append('  <defs>')
for c, name in MID.items():
    o.append(f'    <marker id="{name}" viewBox="0 0 10 10" refX="9.5" refY="5" markerWidth="7" markerHeight="7" '
             f'orient="auto"><path d="M0,1 L10,5 L0,9 z" fill="{c}"/></marker>')
o.append('  </defs>')
o.append('')
o.append('  <text x="20" y="32" font-size="18" font-weight="600" fill="#222">ScrollReel targets and their dependencies</text>')
o.append('  <text x="1130" y="32" font-size="12" fill="#666" text-anchor="end">arrow: depends on (Package.swift)</text>')
o.append('')
o.append('  <!-- Dependency arrows, grouped by the depending module. -->')
o.append('  <g fill="none" stroke-width="1.4">')
cur = None
for s, t in edges:
    if s != cur:
        if cur is not None: o.append('    </g>')
        c = COL[s]
        o.append(f'    <g stroke="{c}" marker-end="url(#{MID[c]})"><!-- {s} -->')
        cur = s
    if same_row(s, t):
        y = top(s) + h(s) / 2
        p = [(B[s][0] + B[s][2], y), (B[t][0], y)] if cx(t) > cx(s) else [(B[s][0], y), (B[t][0] + B[t][2], y)]
    else:
        p = [(out_ports[(s, t)], bot(s))] + WP.get((s, t), []) + [(in_ports[(s, t)], top(t))]
    o.append(f'      <path d="{path_d(p)}"/><!-- → {t} -->')
o.append('    </g>')
o.append('  </g>')
o.append('')
o.append('  <!-- Modules. Blue: the library modules ScrollReel re-exports. -->')
o.append('  <g font-size="15" text-anchor="middle" fill="#222" stroke-width="1.5">')
for n, v in B.items():
    x, y, w, k = v[:4]; hh = h(n)
    stroke = COL.get(n, '#555')
    if k == 'sys': stroke = '#777'
    if k == 'umb': stroke = '#2e7d32'
    o.append(f'    <rect x="{x}" y="{y}" width="{w}" height="{hh}" rx="6" fill="{FILL[k]}" stroke="{stroke}"/>')
    if SUB.get(n):
        o.append(f'    <text x="{f(x + w / 2)}" y="{y + 21}" stroke="none">{n}</text>')
        o.append(f'    <text x="{f(x + w / 2)}" y="{y + 39}" stroke="none" font-size="11.5" fill="#555">{SUB[n]}</text>')
    elif n == 'CGD':
        o.append(f'    <text x="{f(x + w / 2)}" y="{y + 18}" stroke="none">CGD</text>')
        o.append(f'    <text x="{f(x + w / 2)}" y="{y + 33}" stroke="none" font-size="11" fill="#555">libgd (C)</text>')
    else:
        o.append(f'    <text x="{f(x + w / 2)}" y="{y + 25}" stroke="none">{n}</text>')
o.append('  </g>')
o.append('')
o.append('  <!-- External packages: small grey labels. -->')
o.append(f'  <g font-size="12" fill="#888"><g fill="none" stroke="#aaaaaa" stroke-width="1.2" stroke-dasharray="3 3" marker-end="url(#ext)">')
lab = []
for n, e in EXT.items():
    x, y, w = B[n][:3]
    x0 = x + w; ym = y + h(n) / 2
    o.append(f'    <path d="M{x0},{f(ym)} L{x0 + 22},{f(ym)}"/><!-- {n} → {e} -->')
    lab.append(f'  <text x="{x0 + 27}" y="{f(ym + 4)}">{e}</text>')
o.append('  </g>')
o.extend(lab)
o.append('  </g>')
o.append('')
o.append('  <!-- Caption. -->')
o.append('  <g font-size="12.5" fill="#444">')
o.append('    <text x="20" y="735">Blue boxes: the eleven library modules. The umbrella ScrollReel re-exports every one of them; those 11 arrows are not drawn.</text>')
o.append('    <text x="20" y="755">Grey labels: external packages. CGD is the system-library target for libgd; only ReelGD imports it.</text>')
o.append('  </g>')
o.append('</svg>')
open(os.path.join(ROOT, 'docs', 'architecture.svg'), 'w').write('\n'.join(o) + '\n')
