/// Placeholder.
enum MapScriptPlaceholder {}
