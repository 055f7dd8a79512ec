/// The WCAG 2.2 success criteria at levels A and AA (https://www.w3.org/TR/WCAG22/), 31 at A
/// and 24 at AA, each with what dscheck decides of it for a native app. 4.1.1 Parsing is left
/// out: WCAG 2.2 marks it obsolete and removed, and WCAG2ICT's 2.2 note drops its reading.
///
/// Sources: how each reads for native software from W3C's WCAG2ICT note
/// (https://www.w3.org/TR/wcag2ict-22/); where EN 301 549 V3.2.1 leaves one out for non-web
/// software from its clause 11 (https://www.etsi.org/deliver/etsi_en/301500_301599/301549/03.02.01_60/en_301549v030201p.pdf);
/// the audits from the iOS cases of XCUIAccessibilityAuditType
/// (https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype), named only
/// where an audit's name says it looks at the criterion (Apple does not publish their thresholds).
enum WCAGCriteria {
    typealias Criterion = AccessibilityCoverage.Criterion

    /// WCAG2ICT's reading of the five criteria it applies to sets of software programs.
    private static let setsOfSoftware =
        "WCAG2ICT applies it only to a set of software programs (apps reached from one another and shown to people as a set); one app that is not part of a set meets it."

    static let all: [Criterion] = [
        Criterion(
            number: "1.1.1", name: "Non-text Content", level: .a, status: .partial, ruleIDs: [AccessibilityLabelRule.description.id],
            note:
                "Every interactive component without visible text has an accessibility label, and decorative images are hidden. Whether a label describes its image well is judged in the app.",
            audits: [.sufficientElementDescription, .elementDetection], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "1.2.1", name: "Audio-only and Video-only (Prerecorded)", level: .a, status: .manual, ruleIDs: [],
            note: "Media and their alternatives are content, not design-system specs: review them.", audits: [], europeanStandard: .required,
            nativeReading: nil),
        Criterion(
            number: "1.2.2", name: "Captions (Prerecorded)", level: .a, status: .manual, ruleIDs: [],
            note: "Check that prerecorded video has captions.", audits: [], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "1.2.3", name: "Audio Description or Media Alternative (Prerecorded)", level: .a, status: .manual, ruleIDs: [],
            note: "Check that prerecorded video has audio description or a text alternative.", audits: [], europeanStandard: .required,
            nativeReading: nil),
        Criterion(
            number: "1.2.4", name: "Captions (Live)", level: .aa, status: .manual, ruleIDs: [],
            note: "Check that live video has captions.", audits: [], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "1.2.5", name: "Audio Description (Prerecorded)", level: .aa, status: .manual, ruleIDs: [],
            note: "Check that prerecorded video has audio description.", audits: [], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "1.3.1", name: "Info and Relationships", level: .a, status: .runtime, ruleIDs: [],
            note:
                "Headings, buttons and groups must carry their traits so VoiceOver conveys the structure; the trait audit finds elements whose traits contradict what they show.",
            audits: [.trait, .elementDetection], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "1.3.2", name: "Meaningful Sequence", level: .a, status: .manual, ruleIDs: [],
            note: "Move through each screen with VoiceOver and check the reading order.", audits: [], europeanStandard: .required,
            nativeReading: nil),
        Criterion(
            number: "1.3.3", name: "Sensory Characteristics", level: .a, status: .manual, ruleIDs: [],
            note: "Check that instructions do not rely on shape, position, colour or sound alone.", audits: [], europeanStandard: .required,
            nativeReading: nil),
        Criterion(
            number: "1.3.4", name: "Orientation", level: .aa, status: .manual, ruleIDs: [],
            note: "Check the orientations the app supports (its Info.plist) and that none is locked without need.", audits: [],
            europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "1.3.5", name: "Identify Input Purpose", level: .aa, status: .manual, ruleIDs: [],
            note: "Check that fields about the user set their textContentType (name, email, address…).", audits: [],
            europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "1.4.1", name: "Use of Color", level: .a, status: .manual, ruleIDs: [],
            note: "Check that states and meanings shown in colour are also shown another way (a symbol, text, a shape).", audits: [],
            europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "1.4.2", name: "Audio Control", level: .a, status: .manual, ruleIDs: [],
            note: "Check that audio that plays by itself for more than 3 seconds can be paused or turned down.", audits: [],
            europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "1.4.3", name: "Contrast (Minimum)", level: .aa, status: .decided,
            ruleIDs: [TextContrastRule.description.id, TokenContrastRule.description.id],
            note:
                "Text placed by components and screens, measured against what is really behind it, and every declared colour pair, in every context (light, dark, increased contrast). Text that only the app's code draws is left to the contrast audit.",
            audits: [.contrast], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "1.4.4", name: "Resize Text", level: .aa, status: .partial,
            ruleIDs: [DynamicTypeRule.description.id, TypeRampRule.description.id, FixedFontSizeRule.description.id],
            note:
                "Text in specs and tokens follows a Dynamic Type text style and its sizes, and the app's code sets no fixed font size. Whether layouts hold at the largest sizes is seen in the app.",
            audits: [.dynamicType, .textClipped], europeanStandard: .required,
            nativeReading: "WCAG2ICT accepts the platform's text size setting (Dynamic Type on iOS) as the way text is resized."),
        Criterion(
            number: "1.4.5", name: "Images of Text", level: .aa, status: .manual, ruleIDs: [],
            note: "Check that text is drawn as text, not as images.", audits: [], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "1.4.10", name: "Reflow", level: .aa, status: .runtime, ruleIDs: [],
            note: "Text clipped or truncated at large sizes shows where content does not reflow.", audits: [.textClipped],
            europeanStandard: .required,
            nativeReading:
                "WCAG2ICT notes that reflow at 320 CSS pixels is a web measure; for software, content should adapt to the size people choose."
        ),
        Criterion(
            number: "1.4.11", name: "Non-text Contrast", level: .aa, status: .decided,
            ruleIDs: [NonTextContrastRule.description.id, TokenContrastRule.description.id],
            note:
                "Control fills against what is next to them, symbols against what is behind them, and declared non-text pairs (icons, borders, focus rings), in every context.",
            audits: [], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "1.4.12", name: "Text Spacing", level: .aa, status: .manual, ruleIDs: [],
            note: "Applies where people can set letter, word and line spacing; check text shown from markup, such as web views.",
            audits: [], europeanStandard: .required,
            nativeReading: "WCAG2ICT applies it only to interfaces built from markup whose spacing people can change; native views are outside it."),
        Criterion(
            number: "1.4.13", name: "Content on Hover or Focus", level: .aa, status: .manual, ruleIDs: [],
            note: "Check that popovers and tooltips shown on pointer hover or focus can be dismissed and stay while the pointer is over them.",
            audits: [], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "2.1.1", name: "Keyboard", level: .a, status: .manual, ruleIDs: [],
            note: "Use the app with Full Keyboard Access: every control must be reachable and usable.", audits: [],
            europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "2.1.2", name: "No Keyboard Trap", level: .a, status: .manual, ruleIDs: [],
            note: "Check with Full Keyboard Access that focus can always move on.", audits: [], europeanStandard: .required,
            nativeReading: nil),
        Criterion(
            number: "2.1.4", name: "Character Key Shortcuts", level: .a, status: .manual, ruleIDs: [],
            note: "Check that single-character shortcuts can be turned off or remapped.", audits: [], europeanStandard: .required,
            nativeReading: nil),
        Criterion(
            number: "2.2.1", name: "Timing Adjustable", level: .a, status: .manual, ruleIDs: [],
            note: "Check that time limits can be turned off, adjusted or extended.", audits: [], europeanStandard: .required,
            nativeReading: nil),
        Criterion(
            number: "2.2.2", name: "Pause, Stop, Hide", level: .a, status: .manual, ruleIDs: [],
            note: "Check that moving, blinking or auto-updating content that lasts over 5 seconds can be paused.", audits: [],
            europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "2.3.1", name: "Three Flashes or Below Threshold", level: .a, status: .manual, ruleIDs: [],
            note: "Check that nothing flashes more than three times a second.", audits: [], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "2.4.1", name: "Bypass Blocks", level: .a, status: .manual, ruleIDs: [],
            note: "Rarely applies to one app; VoiceOver's rotor moves by headings when headings carry their trait.", audits: [],
            europeanStandard: .leftOut, nativeReading: setsOfSoftware),
        Criterion(
            number: "2.4.2", name: "Page Titled", level: .a, status: .manual, ruleIDs: [],
            note: "Check that each screen has a navigation title or an equivalent that says what it is.", audits: [],
            europeanStandard: .leftOut, nativeReading: "WCAG2ICT reads it for software: the app's name can be its title."),
        Criterion(
            number: "2.4.3", name: "Focus Order", level: .a, status: .manual, ruleIDs: [],
            note: "Check the order VoiceOver and Full Keyboard Access move through each screen.", audits: [], europeanStandard: .required,
            nativeReading: nil),
        Criterion(
            number: "2.4.4", name: "Link Purpose (In Context)", level: .a, status: .manual, ruleIDs: [],
            note: "Check that each link's text, with the text around it, says where it goes.", audits: [], europeanStandard: .required,
            nativeReading: "WCAG2ICT reads a link in software as text or an image that links, not as every button."),
        Criterion(
            number: "2.4.5", name: "Multiple Ways", level: .aa, status: .manual, ruleIDs: [],
            note: "Rarely applies to one app; check that a set of apps offers search or a list as well as navigation.", audits: [],
            europeanStandard: .leftOut, nativeReading: setsOfSoftware),
        Criterion(
            number: "2.4.6", name: "Headings and Labels", level: .aa, status: .partial, ruleIDs: [LabelLengthRule.description.id],
            note:
                "Button labels are short verbs within the configured word count. Whether headings and labels describe their topic is judged by people and the description audit.",
            audits: [.sufficientElementDescription, .trait], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "2.4.7", name: "Focus Visible", level: .aa, status: .manual, ruleIDs: [],
            note: "Check with Full Keyboard Access that the focused element is always visibly marked.", audits: [],
            europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "2.4.11", name: "Focus Not Obscured (Minimum)", level: .aa, status: .manual, ruleIDs: [],
            note: "Check that the focused element is not hidden under bars and glass that float over content.", audits: [],
            europeanStandard: .newInWCAG22, nativeReading: nil),
        Criterion(
            number: "2.5.1", name: "Pointer Gestures", level: .a, status: .manual, ruleIDs: [],
            note: "Check that what takes a multi-finger or path gesture can also be done with a single tap.", audits: [],
            europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "2.5.2", name: "Pointer Cancellation", level: .a, status: .manual, ruleIDs: [],
            note: "System buttons act on touch up; check custom gestures act on the end of the touch and can be cancelled.", audits: [],
            europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "2.5.3", name: "Label in Name", level: .a, status: .manual, ruleIDs: [],
            note: "Check that each control's accessibility label contains its visible text, so Voice Control finds it by what it shows.",
            audits: [], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "2.5.4", name: "Motion Actuation", level: .a, status: .manual, ruleIDs: [],
            note: "Check that what shaking or tilting does can also be done with a control, and can be turned off.", audits: [],
            europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "2.5.7", name: "Dragging Movements", level: .aa, status: .manual, ruleIDs: [],
            note: "Check that what dragging does (reordering, sliders) can also be done with taps.", audits: [],
            europeanStandard: .newInWCAG22, nativeReading: nil),
        Criterion(
            number: "2.5.8", name: "Target Size (Minimum)", level: .aa, status: .decided, ruleIDs: [TouchTargetRule.description.id],
            note:
                "Every control's hit area, at the scale a screen places it, against the platform's minimum (44 by 44 points on iOS), which is larger than WCAG's 24 by 24 CSS pixels.",
            audits: [.hitRegion], europeanStandard: .newInWCAG22, nativeReading: nil),
        Criterion(
            number: "3.1.1", name: "Language of Page", level: .a, status: .manual, ruleIDs: [],
            note: "Check that the app declares its localizations, so VoiceOver reads in the right language.", audits: [],
            europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "3.1.2", name: "Language of Parts", level: .aa, status: .manual, ruleIDs: [],
            note: "Check that text in another language sets its language (accessibilitySpeechLanguage).", audits: [],
            europeanStandard: .leftOut, nativeReading: nil),
        Criterion(
            number: "3.2.1", name: "On Focus", level: .a, status: .manual, ruleIDs: [],
            note: "Check that moving focus to a control never changes the screen by itself.", audits: [], europeanStandard: .required,
            nativeReading: nil),
        Criterion(
            number: "3.2.2", name: "On Input", level: .a, status: .manual, ruleIDs: [],
            note: "Check that changing a setting does not change the screen unexpectedly.", audits: [], europeanStandard: .required,
            nativeReading: nil),
        Criterion(
            number: "3.2.3", name: "Consistent Navigation", level: .aa, status: .manual, ruleIDs: [],
            note: "Rarely applies to one app; a shared design system keeps navigation alike across a set of apps.", audits: [],
            europeanStandard: .leftOut, nativeReading: setsOfSoftware),
        Criterion(
            number: "3.2.4", name: "Consistent Identification", level: .aa, status: .manual, ruleIDs: [],
            note: "Rarely applies to one app; the components of one catalogue look and read alike wherever they are used.", audits: [],
            europeanStandard: .leftOut, nativeReading: setsOfSoftware),
        Criterion(
            number: "3.2.6", name: "Consistent Help", level: .a, status: .manual, ruleIDs: [],
            note: "Check that help (contact, chat, FAQ) sits in the same place on every screen that offers it.", audits: [],
            europeanStandard: .newInWCAG22, nativeReading: setsOfSoftware),
        Criterion(
            number: "3.3.1", name: "Error Identification", level: .a, status: .manual, ruleIDs: [],
            note: "Check that input errors are described in text and announced.", audits: [], europeanStandard: .required,
            nativeReading: nil),
        Criterion(
            number: "3.3.2", name: "Labels or Instructions", level: .a, status: .manual, ruleIDs: [],
            note: "Check that fields have visible labels or instructions.", audits: [], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "3.3.3", name: "Error Suggestion", level: .aa, status: .manual, ruleIDs: [],
            note: "Check that errors say how to correct them.", audits: [], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "3.3.4", name: "Error Prevention (Legal, Financial, Data)", level: .aa, status: .manual, ruleIDs: [],
            note: "Check that binding submissions can be reviewed, corrected or undone.", audits: [], europeanStandard: .required,
            nativeReading: nil),
        Criterion(
            number: "3.3.7", name: "Redundant Entry", level: .a, status: .manual, ruleIDs: [],
            note: "Check that information entered once in a process is filled in or offered again.", audits: [],
            europeanStandard: .newInWCAG22, nativeReading: nil),
        Criterion(
            number: "3.3.8", name: "Accessible Authentication (Minimum)", level: .aa, status: .manual, ruleIDs: [],
            note: "Check that signing in needs no memory test: passwords can be pasted and filled, passkeys and Sign in with Apple work.",
            audits: [], europeanStandard: .newInWCAG22, nativeReading: nil),
        Criterion(
            number: "4.1.2", name: "Name, Role, Value", level: .a, status: .partial, ruleIDs: [AccessibilityLabelRule.description.id],
            note:
                "Every interactive component has a name (its visible text or an accessibility label). Roles (traits) and values are seen in the app.",
            audits: [.elementDetection, .sufficientElementDescription, .trait], europeanStandard: .required, nativeReading: nil),
        Criterion(
            number: "4.1.3", name: "Status Messages", level: .aa, status: .manual, ruleIDs: [],
            note: "Check that status changes (saved, errors, progress) are announced without moving focus.", audits: [],
            europeanStandard: .required, nativeReading: nil),
    ]
}
