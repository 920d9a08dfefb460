// MARK: - Restoring

extension BasemapGalleryItem {
    /// This item with `status` as recorded: for a session file, which restores the badges the
    /// gallery showed when it was saved.
    public func restoring(status: Status) -> BasemapGalleryItem {
        var item = self
        item.status = status
        return item
    }
}
