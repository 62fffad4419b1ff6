import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

@testable import GtkKitWebKit

/// A navigation delegate that records what it hears, in order.
@MainActor
private final class LoadLog: NavigationDelegate {
    var events: [String] = []
    var errors: [NSError] = []
    var asked: [NavigationAction] = []
    var policy: NavigationActionPolicy = .allow

    func webView(_ webView: WebView, didStartProvisionalNavigation navigation: Navigation?) { events.append("started") }
    func webView(_ webView: WebView, didCommit navigation: Navigation?) { events.append("committed") }
    func webView(_ webView: WebView, didFinish navigation: Navigation?) { events.append("finished") }
    func webView(_ webView: WebView, didFailProvisionalNavigation navigation: Navigation?, withError error: any Error) {
        events.append("failed early")
        errors.append(error as NSError)
    }
    func webView(_ webView: WebView, didFail navigation: Navigation?, withError error: any Error) {
        events.append("failed")
        errors.append(error as NSError)
    }
    func webView(
        _ webView: WebView, decidePolicyFor navigationAction: NavigationAction,
        decisionHandler: @escaping @MainActor (NavigationActionPolicy) -> Void
    ) {
        asked.append(navigationAction)
        decisionHandler(policy)
    }
}

final class WebViewTests: GtkTestCase {
    override func setUp() {
        super.setUp()
        // WebKitGTK runs its web and network processes in bubblewrap, which cannot make its
        // namespaces inside the Debian 13 chroot's own (tools/debian13) and then ends the app.
        setenv("WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS", "1", 1)
    }

    @MainActor
    private func loadedPage(_ html: String, title: String = "Web page", log: LoadLog = LoadLog()) -> (WebView, LoadLog) {
        let webView = WebView()
        webView.navigationDelegate = log
        let window = show(webView, width: 500, height: 400)
        window.title = title
        webView.loadHTMLString(html, baseURL: nil)
        XCTAssertTrue(pump(until: { log.events.last == "finished" }, timeout: 30), "heard \(log.events)")
        return (webView, log)
    }

    /// Runs `script` through the `async` form while the main loop keeps turning.
    @MainActor
    private func run(_ script: String, in webView: WebView) async throws -> Any? {
        final class Outcome { var result: Result<Any?, any Error>? }
        let outcome = Outcome()
        Task { @MainActor in
            do { outcome.result = .success(try await webView.evaluateJavaScript(script)) } catch { outcome.result = .failure(error) }
        }
        let answered = await settle(until: { outcome.result != nil }, timeout: 15)
        XCTAssertTrue(answered, "the script \(script) was not answered")
        return try outcome.result?.get()
    }

    @MainActor
    func testAnHTMLStringLoadsInWebKitsOrderAndReachesTheAccessibilityBus() async throws {
        let (webView, log) = loadedPage("<title>Petition 42</title><h1>Save the parks</h1><p>Signed by 1,024 people.</p>")
        XCTAssertEqual(log.events, ["started", "committed", "finished"])
        XCTAssertTrue(pump(until: { webView.title == "Petition 42" }, timeout: 10), "title \(webView.title ?? "none")")
        XCTAssertEqual(webView.estimatedProgress, 1)
        XCTAssertFalse(webView.isLoading)
        let nodes = try AccessibilityBus.describe(windowTitled: "Web page")
        if gtk_get_minor_version() >= 14 {
            // WebKit's own tree of the page, plugged into the window's.
            XCTAssertTrue(
                nodes.contains { $0.role == "document web" && $0.name == "Petition 42" }, "\(nodes.map { "\($0.role) \($0.name)" })")
            XCTAssertTrue(
                nodes.contains { $0.role == "heading" && $0.name == "Save the parks" }, "\(nodes.map { "\($0.role) \($0.name)" })")
        } else {
            // GTK 4.8 cannot plug it in: the view is named and described by the page, the
            // description written once the focus has settled (see PageDescription).
            XCTAssertTrue(nodes.contains { $0.name == "Petition 42" }, "\(nodes.map { "\($0.role) \($0.name)" })")
            var description = ""
            XCTAssertTrue(
                pump(
                    until: {
                        description =
                            (try? AccessibilityBus.describe(windowTitled: "Web page"))?.first { $0.name == "Petition 42" }?.description
                            ?? ""
                        return !description.isEmpty
                    }, timeout: 10), "no description")
            XCTAssertEqual(description, "Save the parks\n\nSigned by 1,024 people.")
        }
    }

    @MainActor
    func testScriptsAnswerWithJSONValuesAndErrors() async throws {
        let (webView, _) = loadedPage("<p id=count>3</p>")
        let number = try await run("Number(document.getElementById('count').textContent) * 2", in: webView)
        XCTAssertEqual(number as? Double, 6)
        let object = try await run("({name: 'Ada', tags: ['a', 'b']})", in: webView) as? [String: Any]
        XCTAssertEqual(object?["name"] as? String, "Ada")
        XCTAssertEqual(object?["tags"] as? [String], ["a", "b"])
        do {
            _ = try await run("throw new Error('no petitions')", in: webView)
            XCTFail("a throwing script answered")
        } catch {
            XCTAssertTrue(error.localizedDescription.contains("no petitions"), error.localizedDescription)
        }
        var heard: (Any?, (any Error)?)?
        webView.evaluateJavaScript("'done'") { value, error in heard = (value, error) }
        XCTAssertTrue(pump(until: { heard != nil }, timeout: 10))
        XCTAssertEqual(heard?.0 as? String, "done")
    }

    @MainActor
    func testACancelledLinkLeavesThePageAndIsAskedAsALinkByTheUser() async throws {
        let (webView, log) = loadedPage("<a id=next href='https://example.invalid/next'>Next petition</a>")
        XCTAssertEqual(log.asked.map(\.navigationType), [.other], "the app's own load is asked about too")
        let before = webView.url
        log.policy = .cancel
        log.events = []
        _ = try await run("document.getElementById('next').click(); 1", in: webView)
        XCTAssertTrue(
            pump(until: { log.asked.contains { $0.request.url?.host == "example.invalid" } }, timeout: 10),
            "asked \(log.asked.map(\.request))")
        let link = try XCTUnwrap(log.asked.last)
        XCTAssertEqual(link.navigationType, .linkActivated)
        XCTAssertEqual(link.targetFrame?.isMainFrame, true)
        _ = pump(until: { false }, timeout: 0.5)
        XCTAssertEqual(webView.url, before, "the page stayed")
        XCTAssertEqual(log.events, [], "a cancelled link is no load and no failure")
    }

    @MainActor
    func testAPageThatWillNotLoadIsAFailureWithItsReason() throws {
        let log = LoadLog()
        let webView = WebView()
        webView.navigationDelegate = log
        let window = show(webView, width: 500, height: 400)
        window.title = "Web page"
        let missing = URL(fileURLWithPath: "/nonexistent/petition-\(UUID().uuidString).html")
        let navigation = webView.load(URLRequest(url: missing))
        XCTAssertNotNil(navigation)
        XCTAssertTrue(pump(until: { !log.errors.isEmpty }, timeout: 30), "heard \(log.events)")
        XCTAssertEqual(log.events.first, "started")
        XCTAssertTrue(log.events.contains("failed early"), "\(log.events)")
        let error = try XCTUnwrap(log.errors.first)
        XCTAssertFalse(error.localizedDescription.isEmpty)
        XCTAssertEqual(error.userInfo[NSURLErrorFailingURLErrorKey] as? URL, missing)
    }

    @MainActor
    func testWithoutWebKitTheViewSaysWhatToInstallAndLoadsFail() throws {
        expectedLogMessages = ["WebKitGTK for GTK 4 is not installed (Debian: libwebkitgtk-6.0-4)"]
        WebView.openLibrary = { WebKitLibrary.open("libwebkitgtk-6.0.so.0-not-here") }
        defer { WebView.openLibrary = { WebKitLibrary.shared } }
        let log = LoadLog()
        let webView = WebView()
        webView.navigationDelegate = log
        let window = show(webView, width: 500, height: 400)
        window.title = "Web page"
        XCTAssertNil(webView.loadHTMLString("<p>Hello</p>", baseURL: nil))
        XCTAssertTrue(pump(until: { !log.errors.isEmpty }))
        XCTAssertEqual(log.events, ["failed early"])
        XCTAssertEqual(log.errors.first?.localizedDescription, WebViewError.webKitMissing.localizedDescription)
        let shown = WidgetTree.visibleLabelTexts(under: webView.widget)
        XCTAssertTrue(shown.contains { $0.contains("libwebkitgtk-6.0-4") }, "\(shown)")
        XCTAssertFalse(webView.isLoading)
        XCTAssertNil(webView.title)
    }

    @MainActor
    func testTabMovesIntoThePageAndOntoItsLinks() async throws {
        try skipUnlessWindowsBecomeActive()
        let (webView, _) = loadedPage("<title>Links</title><p>Read <a href='#one'>the first</a> and <a href='#two'>the second</a>.</p>")
        try XKeyboard.press("Tab", inWindowTitled: "Web page")
        _ = pump(until: { false }, timeout: 0.5)
        let first = try await run("document.activeElement ? document.activeElement.textContent : 'none'", in: webView)
        try XKeyboard.press("Tab", inWindowTitled: "Web page")
        _ = pump(until: { false }, timeout: 0.5)
        let second = try await run("document.activeElement ? document.activeElement.textContent : 'none'", in: webView)
        XCTAssertEqual(first as? String, "the first")
        XCTAssertEqual(second as? String, "the second")
        XCTAssertTrue(gtk_widget_has_focus(webView.widget) != 0)
    }

    @MainActor
    func testThePageIsDrawnInTheView() {
        let (webView, _) = loadedPage("<body style='margin: 0; background: rgb(200, 30, 40)'></body>")
        // WebKit draws in its web process and hands the frame over after the load ends.
        let drawn = pump(until: { self.pixel(of: webView, x: 250, y: 200) == [200, 30, 40, 255] }, timeout: 15)
        XCTAssertTrue(drawn, "drew \(pixel(of: webView, x: 250, y: 200))")
    }

    /// A storyboard's `<wkWebView>`, as Xcode writes it with its configuration, is a ``WebView``
    /// when the program links GtkKitWebKit.
    @MainActor
    func testAStoryboardsWebViewIsAWebView() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-storyboard-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Web-Vc-Ctl">
                <scenes>
                    <scene sceneID="Web-Sc-Vc0">
                        <objects>
                            <viewController id="Web-Vc-Ctl" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Web-Vw-Top">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <wkWebView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Web-Wk-Vw0">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <wkWebViewConfiguration key="configuration">
                                                <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
                                                <wkPreferences key="preferences"/>
                                            </wkWebViewConfiguration>
                                        </wkWebView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try storyboard.write(to: folder.appendingPathComponent("Web.storyboard"), atomically: true, encoding: .utf8)
        let page = try XCTUnwrap(Storyboard(name: "Web", bundle: Bundle(path: folder.path)).instantiateInitialViewController())
        let webView = try XCTUnwrap(page.view.subviews.first as? WebView, "\(page.view.subviews)")
        let log = LoadLog()
        webView.navigationDelegate = log
        let window = presentInWindow(page)
        defer { window.close() }
        webView.loadHTMLString("<title>From the storyboard</title><p>Hello</p>", baseURL: nil)
        XCTAssertTrue(pump(until: { webView.title == "From the storyboard" }, timeout: 30), "heard \(log.events)")
    }
}
