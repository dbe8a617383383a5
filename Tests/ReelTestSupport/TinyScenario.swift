/// The small scenario every output test renders: 120 × 200 pt at @1x, 25 fps, 36 frames — a
/// stretchy header over ten 50 × 40 items, pulled down 60 pt, held, released.
public enum TinyScenario {
    /// The scenario's YAML; `itemHeight` is the one layout constant tests change (40 originally).
    public static func yaml(itemHeight: Int = 40) -> String {
        """
        # A small, fast scenario for output tests: 120 × 200 pt at @1x, 25 fps.
        name: tiny
        viewport: {width: 120, height: 200, scale: 1}
        fps: 25
        seed: 3
        collection:
          layout: stretchy-header
          itemSize: [50, \(itemHeight)]
          sectionInset: [5, 5, 5, 5]
          headerReferenceSize: [120, 60]
          sections: [10]
          cell: {label: "{item}", fontSize: 12}
          header: {image: {gradient: ["#ff9500", "#af52de"]}, title: Tiny, titleColor: white, fontSize: 14}
        gestures:
          - drag: {from: [60, 80], by: [0, 60], duration: 0.4}
          - hold: 0.2
          - release
          - wait: 0.6
        tail: 0.2

        """
    }
}
