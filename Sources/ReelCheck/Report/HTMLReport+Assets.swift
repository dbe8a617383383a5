extension HTMLReport {
    /// The page's styles: light, system fonts, images side by side, wrapping on narrow windows.
    static let style = """
        body{font:14px/1.4 system-ui,-apple-system,"DejaVu Sans",sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e}
        header{padding:16px 24px;background:#fff;border-bottom:1px solid #d1d1d6}
        h1{margin:0 0 4px;font-size:20px}
        #summary.failed{color:#c00}#summary.passed{color:#1a7f37}
        .index{list-style:none;padding:0;margin:8px 0 0;display:flex;flex-wrap:wrap;gap:6px 14px}
        .index a{color:inherit;text-decoration:none}
        main{padding:16px 24px}
        .scenario{background:#fff;border-radius:10px;padding:12px 16px;margin:0 0 16px;border-left:6px solid #34c759}
        .scenario.failed{border-left-color:#ff3b30}
        h2{margin:0;font-size:17px}h3{margin:12px 0 4px;font-size:14px}
        .badge{display:inline-block;border-radius:9px;padding:1px 8px;font-size:12px;font-weight:600;color:#fff;background:#34c759;vertical-align:middle}
        .badge.failed{background:#ff3b30}
        .headline{margin:6px 0;color:#3a3a3c;word-break:break-word}
        .scrub{display:flex;align-items:center;gap:10px;margin:8px 0}
        .scrubber{width:320px}
        .frame{display:flex;gap:12px;flex-wrap:wrap}.frame[hidden]{display:none}
        figure{margin:0}figcaption{font-size:12px;color:#636366;margin-bottom:2px}
        figure img{display:block;border:1px solid #d1d1d6;max-width:100%;height:auto;image-rendering:pixelated}
        .gif{margin-top:10px}
        pre.trace-diff{background:#1c1c1e;color:#f2f2f7;padding:10px;border-radius:6px;overflow-x:auto;font-size:12px}
        """

    /// The scrubber: shows the frame its range input selects; vanilla JavaScript, no network.
    static let script = """
        var viewers = document.querySelectorAll('.viewer');
        document.body.dataset.scrubbers = String(viewers.length);
        viewers.forEach(function (viewer) {
          var input = viewer.querySelector('.scrubber');
          var output = viewer.querySelector('.frame-label');
          var frames = viewer.querySelectorAll('.frame');
          function show() {
            var selected = Number(input.value);
            frames.forEach(function (frame, i) { frame.hidden = i !== selected; });
            output.textContent = frames[selected].dataset.label;
          }
          input.addEventListener('input', show);
          show();
        });
        """
}
