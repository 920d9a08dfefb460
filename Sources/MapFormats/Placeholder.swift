/// Placeholder.
enum MapFormatsPlaceholder {}
