// cudaviz playground: CUDA graphs, from stream capture or built node by node. Work runs in order here,
// one call after another, so a graph is the list of its nodes' work in the order they were added (a
// node's dependencies are added before it, so that order respects them); cudaGraphLaunch runs that
// list in the stream it is given, and each launch in it is emulated, traced and timed as any other.
// While a stream is captured its launches, asynchronous copies and sets, host functions and cuBLAS
// calls are recorded, not run; a stream joins the capture by waiting for an event recorded in it.
// This file: the graphs' types and the capture in progress, which the calls of cuda_runtime.h consult;
// cvz_graph.h: the graph calls themselves.
#pragma once
#include <algorithm>
#include <functional>
#include <memory>
#include <vector>

namespace cvz_pg {
// One node's work, run in the stream the graph is launched in.
using NodeWork = std::function<cudaError_t(cudaStream_t)>;
} // namespace cvz_pg

struct CUgraphNode_st
{
    cvz_pg::NodeWork work; // empty for an empty node
};
struct CUgraph_st
{
    std::vector<std::unique_ptr<CUgraphNode_st>> nodes;
};
struct CUgraphExec_st
{
    std::vector<cvz_pg::NodeWork> work;
};
using cudaGraph_t = CUgraph_st*;
using cudaGraphNode_t = CUgraphNode_st*;
using cudaGraphExec_t = CUgraphExec_st*;
enum cudaStreamCaptureMode
{
    cudaStreamCaptureModeGlobal = 0,
    cudaStreamCaptureModeThreadLocal = 1,
    cudaStreamCaptureModeRelaxed = 2
};
enum cudaStreamCaptureStatus
{
    cudaStreamCaptureStatusNone = 0,
    cudaStreamCaptureStatusActive = 1,
    cudaStreamCaptureStatusInvalidated = 2
};
#define cudaGraphInstantiateFlagAutoFreeOnLaunch 1
#define cudaGraphInstantiateFlagUpload 2
#define cudaGraphInstantiateFlagDeviceLaunch 4
#define cudaGraphInstantiateFlagUseNodePriority 8

namespace cvz_pg {
// The capture in progress: the graph it fills, the streams in it (the first began it), the events
// recorded in them, and whether a call not allowed while capturing spoilt it.
struct Capture
{
    cudaGraph_t graph = nullptr;
    std::vector<cudaStream_t> streams;
    std::vector<cudaEvent_t> events;
    bool invalidated = false;
};
// Made when first used, through a pointer that needs no initialisation: a function's static would be
// guarded by an atomic, which a kernel's module may not hold (the kernel mode refuses std::atomic).
inline Capture* g_capture = nullptr;
inline Capture& capture()
{
    if (g_capture == nullptr)
        g_capture = new Capture;
    return *g_capture;
}
inline bool captures(cudaStream_t stream)
{
    if (g_capture == nullptr)
        return false;
    const Capture& c = *g_capture;
    return c.graph != nullptr && std::find(c.streams.begin(), c.streams.end(), stream) != c.streams.end();
}
inline cudaGraphNode_t addNode(cudaGraph_t graph, NodeWork work)
{
    graph->nodes.push_back(std::unique_ptr<CUgraphNode_st>(new CUgraphNode_st { std::move(work) }));
    return graph->nodes.back().get();
}
// Work in a captured stream becomes a node of the capture's graph.
inline cudaError_t record(NodeWork work)
{
    addNode(capture().graph, std::move(work));
    return cudaSuccess;
}
// An error the capture's rules give, made the program's last error as every error CUDA returns is.
inline cudaError_t captureError(cudaError_t e)
{
    cvz_rt_set_error(int(e));
    return e;
}
// A call that waits for the device (a synchronisation, a blocking copy) while a capture is in
// progress: CUDA refuses it and the capture is spoilt, so its end gives no graph.
inline bool refusedWhileCapturing()
{
    if (g_capture == nullptr || g_capture->graph == nullptr)
        return false;
    g_capture->invalidated = true;
    return true;
}
} // namespace cvz_pg
