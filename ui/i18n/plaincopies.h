#pragma once

namespace cvz {

// The window's text carries invisible line-breaking marks (util/linebreaks.h): no-break spaces,
// zero-width spaces and word joiners. A copy of it must paste as the text a student reads, so
// whatever this app puts on the clipboard (or the X11 selection) from anything but an editable
// field comes back without them. Installed once per application; later calls do nothing.
void keepCopiesFreeOfBreakMarks();

} // namespace cvz
