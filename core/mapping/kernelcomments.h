#pragma once

#include <QStringList>

namespace cvz {

// The comments of the teaching kernels, as the CUDA view asks for their translation
// (context "cvz::KernelComments"). Listed in kernelcomments.cpp so lupdate finds them; a
// test keeps the list equal to the comments in core/kernels/teachingkernels.h.
QStringList kernelCommentTexts();

} // namespace cvz
