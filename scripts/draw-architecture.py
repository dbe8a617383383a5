#!/usr/bin/env python3
"""Draws docs/architecture.svg: the module graph, arrows read from Package.swift.

Run from anywhere: python3 scripts/draw-architecture.py (needs the Swift toolchain on PATH).
`swift package dump-package` runs in a scratch folder of its own, so a build holding the lock on
.build does not stop it.

Box positions are laid out by hand below; a new target needs a place in B (the script stops and
names it). Arrows are straight lines from a port on the bottom of the depending box to a port on
the top of the box it depends on, spread by where the other end lies; WP bends an arrow through
waypoints, PORT pins a port. Arrows into ReelGeometry, the bar at the bottom, drop straight down.
The script then warns about boxes that overlap and arrows that cross a box: fix those by hand.
"""
import json
import math
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
W = 1280
H = 40  # box height
BASE = 'ReelGeometry'
UMBRELLA = 'ScrollReel'

# name: (x, y, w, kind[, h]). Kinds: mod (a library module the umbrella re-exports: blue), lib,
# exe, umb (the umbrella), sys (the C system library).
B = {
 'ScrollReelSnapshotTesting': (30, 60, 230, 'lib'),
 'ScrollReelTesting':         (450, 60, 170, 'lib'),
 'scrollreel':                (780, 60, 110, 'exe'),
 'scrollreel-fuzz':           (1110, 60, 140, 'exe'),
 UMBRELLA:                    (30, 160, 200, 'umb', 50),
 'ScrollReelDemos':           (900, 165, 170, 'lib'),
 'ReelOutput':                (310, 270, 120, 'mod'),
 'ReelCheck':                 (490, 270, 120, 'lib'),
 'ReelRender':                (20, 370, 110, 'mod'),
 'ReelText':                  (160, 370, 90, 'mod'),
 'ReelScene':                 (725, 370, 150, 'mod'),
 'ReelScenario':              (920, 370, 130, 'mod'),
 'ScrollReelUIKit':           (1130, 370, 140, 'lib'),
 'ReelGD':                    (40, 470, 90, 'mod'),
 'ReelGraphics':              (170, 470, 120, 'mod'),
 'ReelFiles':                 (330, 470, 100, 'mod'),
 'ReelTrace':                 (470, 470, 100, 'mod'),
 'ReelCompositional':         (732, 470, 150, 'mod'),
 'CGD':                       (45, 570, 80, 'sys'),
 'ReelLayout':                (580, 570, 110, 'mod'),
 'ReelScroll':                (930, 570, 110, 'mod'),
 BASE:                        (10, 670, 1260, 'mod'),
}
SUB = {UMBRELLA: 're-exports every library module'}
EXT = {'ReelScenario': 'Yams', 'scrollreel': 'ArgumentParser', 'ScrollReelSnapshotTesting': 'SnapshotTesting'}
NUMBERS = {10: 'ten', 11: 'eleven', 12: 'twelve', 13: 'thirteen', 14: 'fourteen', 15: 'fifteen', 16: 'sixteen'}

# Bends: (from, to) → waypoints between the two ports.
WP = {
 ('ReelRender', BASE): [(15, 440)],
 ('ReelText', BASE): [(150, 445)],
 ('ReelOutput', BASE): [(310, 445)],
 ('ReelCheck', BASE): [(450, 445)],
 ('ReelScene', BASE): [(720, 460)],
 ('ReelScenario', 'ReelLayout'): [(897, 528)],
 ('ScrollReelUIKit', 'ReelLayout'): [(915, 548)],
 ('ReelScenario', BASE): [(1090, 445)],
}
# Ports pinned by hand: x on the bottom of the depending box (out) or the top of the box depended on (in).
PORT = {'out': {('ReelScene', 'ReelGraphics'): 735, ('ReelScene', 'ReelTrace'): 750, ('ReelScene', 'ReelLayout'): 765,
                ('ReelScene', BASE): 785, ('ReelScene', 'ReelCompositional'): 815, ('ReelScene', 'ReelScroll'): 860},
        'in': {}}


def package_targets():
    """Every target and its direct dependencies on other targets, from `swift package dump-package`."""
    with tempfile.TemporaryDirectory(prefix='dump-package-') as scratch:
        package = json.loads(subprocess.run(['swift', 'package', '--scratch-path', scratch, 'dump-package'],
                                            cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    targets = {}
    for target in package['targets']:
        names = []
        for dependency in target['dependencies']:
            kind, value = next(iter(dependency.items()))
            if kind in ('byName', 'target'):
                names.append(value[0])
        targets[target['name']] = (target['type'], names)
    return targets


TARGETS = package_targets()
drawn = [n for n, (kind, _) in TARGETS.items() if kind != 'test' and n != 'ReelTestSupport']
missing = [n for n in drawn if n not in B]
if missing:
    sys.exit(f'draw-architecture: give {", ".join(missing)} a place in B')
for n in B:
    if n not in TARGETS:
        sys.exit(f'draw-architecture: {n} is not a target of Package.swift any more; remove it from B')
library = [n for n in TARGETS[UMBRELLA][1] if n in B]
if sorted(library) != sorted(n for n, v in B.items() if v[3] == 'mod'):
    sys.exit('draw-architecture: the blue boxes (kind mod) must be the modules ScrollReel depends on: '
             + ', '.join(library))
LIBRARY_COUNT = NUMBERS.get(len(library), str(len(library)))

# The umbrella re-exports everything: drawn as a note, not as arrows.
edges = [(s, t) for s in B if s != UMBRELLA for t in TARGETS[s][1] if t in B]
edges.sort(key=lambda e: list(TARGETS).index(e[0]))


def h(n): return B[n][4] if len(B[n]) > 4 else H
def cx(n): return B[n][0] + B[n][2] / 2
def top(n): return B[n][1]
def bot(n): return B[n][1] + h(n)
def same_row(s, t): return abs(top(s) - top(t)) < 5 and h(s) == h(t)


def spread(n, lst, keyf):
    """Ports for the edges `lst` on box `n`, in the order of `keyf`, evenly across its width."""
    x, _, w = B[n][:3]
    inset = 14
    lst = sorted(lst, key=keyf)
    m = len(lst)
    return {e: (x + w / 2 if m == 1 else x + inset + (w - 2 * inset) * i / (m - 1)) for i, e in enumerate(lst)}


def first_x(s, t):
    """Where an edge heads from its source: its first waypoint, straight down into the base, or its target."""
    if (s, t) in WP: return WP[(s, t)][0][0]
    return cx(s) if t == BASE else cx(t)
def last_x(s, t): return WP[(s, t)][-1][0] if (s, t) in WP else cx(s)


out_ports, in_ports = {}, {}
for n in B:
    out_ports.update(spread(n, [e for e in edges if e[0] == n and not same_row(*e)], lambda e: first_x(*e)))
    if n != BASE:
        in_ports.update(spread(n, [e for e in edges if e[1] == n and not same_row(*e)], lambda e: last_x(*e)))
out_ports.update(PORT['out']); in_ports.update(PORT['in'])
for e in edges:
    if e[1] == BASE:  # straight down from the last bend, or from the port
        in_ports[e] = WP[e][-1][0] if e in WP else out_ports[e]
out_ports = {k: round(v) for k, v in out_ports.items()}; in_ports = {k: round(v) for k, v in in_ports.items()}


def points(s, t):
    if same_row(s, t):
        y = top(s) + h(s) / 2
        return [(B[s][0] + B[s][2], y), (B[t][0], y)] if cx(t) > cx(s) else [(B[s][0], y), (B[t][0] + B[t][2], y)]
    return [(out_ports[(s, t)], bot(s))] + WP.get((s, t), []) + [(in_ports[(s, t)], top(t))]


def check_layout():
    """Warns about overlapping boxes and arrows that cross a box other than their ends."""
    def box(n, pad=0): x, y, w = B[n][:3]; return (x - pad, y - pad, x + w + pad, y + h(n) + pad)
    names = list(B)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            ax0, ay0, ax1, ay1 = box(a, 4); bx0, by0, bx1, by1 = box(b, 4)
            if ax0 < bx1 and bx0 < ax1 and ay0 < by1 and by0 < ay1:
                print(f'draw-architecture: boxes {a} and {b} overlap', file=sys.stderr)
    for s, t in edges:
        p = points(s, t)
        for n in B:
            if n in (s, t): continue
            x0, y0, x1, y1 = box(n, 3)
            for (ax, ay), (bx, by) in zip(p, p[1:]):
                for k in range(101):  # sample the segment
                    px, py = ax + (bx - ax) * k / 100, ay + (by - ay) * k / 100
                    if x0 < px < x1 and y0 < py < y1:
                        print(f'draw-architecture: arrow {s} → {t} crosses {n}', file=sys.stderr)
                        break
                else:
                    continue
                break


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
 'ReelFiles': GREY, 'ReelCompositional': '#6d4c41',
 'ReelRender': '#c0392b', 'ReelScene': '#2e7d32', 'ReelScenario': '#7b1fa2', 'ReelOutput': '#1565c0',
 'ReelCheck': '#e67e22', 'ScrollReelDemos': '#00838f', 'ScrollReelUIKit': '#ad1457',
 'ScrollReelTesting': '#4a4a4a', 'ScrollReelSnapshotTesting': '#4a4a4a', 'scrollreel': '#4a4a4a', 'scrollreel-fuzz': '#4a4a4a',
}
MID = {GREY: 'grey', '#6d4c41': 'compositional', '#c0392b': 'render', '#2e7d32': 'scene', '#7b1fa2': 'scenario',
       '#1565c0': 'output', '#e67e22': 'check', '#00838f': 'demos', '#ad1457': 'uikit', '#4a4a4a': 'top', '#aaaaaa': 'ext'}
FILL = {'mod': '#eaf1fb', 'lib': '#ffffff', 'exe': '#fff4dc', 'umb': '#e8f5e9', 'sys': '#eeeeee'}

check_layout()
HT = bot(BASE) + 85  # room for the two caption lines
o = []
o.append(f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{HT}" viewBox="0 0 {W} {HT}"')
o.append('     font-family="-apple-system, BlinkMacSystemFont, \'Segoe UI\', Helvetica, Arial, sans-serif">')
o.append('  <title>ScrollReel module graph</title>')
o.append('  <!-- The targets of Package.swift and their direct dependencies; see docs/architecture.md. '
         'Drawn by scripts/draw-architecture.py. One path per edge, grouped by the depending target, in Package.swift order. -->')
o.append('  <desc>Every target of Package.swift as a box; an arrow points from a module to a module it depends on. '
         f'The umbrella ScrollReel re-exports the {LIBRARY_COUNT} library modules (blue boxes); those arrows are not drawn.</desc>')
o.append(f'  <rect width="{W}" height="{HT}" fill="#ffffff"/>')
o.append('  <defs>')
for c, name in MID.items():
    o.append(f'    <marker id="{name}" viewBox="0 0 10 10" refX="9.5" refY="5" markerWidth="7" markerHeight="7" '
             f'orient="auto"><path d="M0,1 L10,5 L0,9 z" fill="{c}"/></marker>')
o.append('  </defs>')
o.append('')
o.append('  <text x="20" y="32" font-size="18" font-weight="600" fill="#222">ScrollReel targets and their dependencies</text>')
o.append(f'  <text x="{W - 20}" y="32" font-size="12" fill="#666" text-anchor="end">arrow: depends on (Package.swift)</text>')
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
    o.append(f'      <path d="{path_d(points(s, t))}"/><!-- → {t} -->')
o.append('    </g>')
o.append('  </g>')
o.append('')
o.append(f'  <!-- Modules. Blue: the {LIBRARY_COUNT} library modules ScrollReel re-exports. -->')
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
    elif k == 'sys':
        o.append(f'    <text x="{f(x + w / 2)}" y="{y + 18}" stroke="none">{n}</text>')
        o.append(f'    <text x="{f(x + w / 2)}" y="{y + 33}" stroke="none" font-size="11" fill="#555">libgd (C)</text>')
    else:
        o.append(f'    <text x="{f(x + w / 2)}" y="{y + 25}" stroke="none">{n}</text>')
o.append('  </g>')
o.append('')
o.append('  <!-- External packages: small grey labels. -->')
o.append('  <g font-size="12" fill="#888"><g fill="none" stroke="#aaaaaa" stroke-width="1.2" stroke-dasharray="3 3" marker-end="url(#ext)">')
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
caption_y = bot(BASE) + 40
o.append('  <!-- Caption. -->')
o.append('  <g font-size="12.5" fill="#444">')
o.append(f'    <text x="20" y="{caption_y}">Blue boxes: the {LIBRARY_COUNT} library modules. The umbrella ScrollReel '
         f're-exports every one of them; those {len(library)} arrows are not drawn.</text>')
o.append(f'    <text x="20" y="{caption_y + 20}">Grey labels: external packages. CGD is the system-library target for '
         'libgd; only ReelGD imports it.</text>')
o.append('  </g>')
o.append('</svg>')
open(os.path.join(ROOT, 'docs', 'architecture.svg'), 'w').write('\n'.join(o) + '\n')
