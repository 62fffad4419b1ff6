internal import CGtk

/// The user's continuous scrolls (touchpad, touch screen) and their flings, heard from GTK's
/// scroll controller in the capture phase, before the scrolled window's own; and scrolling
/// turned off (``ScrollView/isScrollEnabled``), which swallows the user's scroll events there.
extension ScrollView {
    func watchDragging() {
        let controller = EventController(
            untyped(
                gtk_event_controller_scroll_new(
                    GtkEventControllerScrollFlags(
                        rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue))),
            ownership: .full)
        gtk_event_controller_set_propagation_phase(OpaquePointer(controller.raw), GTK_PHASE_CAPTURE)
        controller.connect("scroll-begin") { [weak self] in self?.dragBegan() }
        controller.connect("scroll-end") { [weak self] in self?.dragEnded() }
        controller.connect("decelerate", pair: { [weak self] _, _ in self?.decelerationBegan() })
        controller.connect(
            "scroll",
            pairDecision: { [weak self, weak controller] _, dy in
                guard let self else { return false }
                let modifiers = controller.map { gtk_event_controller_get_current_event_state(OpaquePointer($0.raw)) }
                if let modifiers, self.zoomWithWheel(dy, modifiers: modifiers) { return true }
                return self.isScrollEnabled == false
            })
        addController(controller)
    }

    private func dragBegan() {
        guard isScrollEnabled else { return }
        endDeceleration()
        motion.dragBegan()
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func dragEnded() {
        guard motion.dragEnded() else { return }
        // GTK says "decelerate" just after "scroll-end" when the scroll ended in a fling: wait a
        // turn of the loop before saying whether it will.
        motion.watch(
            with: MainLoop.after(milliseconds: 0) { [weak self] in
                guard let self else { return }
                self.delegate?.scrollViewDidEndDragging(self, willDecelerate: self.motion.isDecelerating)
                if self.motion.isDecelerating { self.watchForRest(from: self.contentOffset) }
            })
    }

    private func decelerationBegan() {
        guard isScrollEnabled, motion.decelerationBegan() else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
    }

    /// The content is at rest once its offset has not moved for 100 ms.
    private func watchForRest(from offset: Point) {
        motion.watch(
            with: MainLoop.after(milliseconds: 100) { [weak self] in
                guard let self else { return }
                if self.contentOffset == offset { return self.endDeceleration() }
                self.watchForRest(from: self.contentOffset)
            })
    }

    private func endDeceleration() {
        guard motion.decelerationEnded() else { return }
        delegate?.scrollViewDidEndDecelerating(self)
    }
}
