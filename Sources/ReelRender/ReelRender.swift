// Placeholder: replaced by the rendering engine.
