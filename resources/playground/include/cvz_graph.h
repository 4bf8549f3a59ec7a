// cudaviz playground: the CUDA graph calls (the graphs' types and the capture: cvz_capture.h). A
// graph is the list of its nodes' work in the order they were added; cudaGraphLaunch runs that list
// in the stream it is given. Included at the end of cuda_runtime.h, after the launches.
#pragma once
#include "cvz_capture.h"
#include "cvz_kernelpointer.h"

namespace cvz_pg {
// A graph's work, node by node in the order they were added (an empty node has none).
inline List<NodeWork> workOf(cudaGraph_t graph)
{
    List<NodeWork> work;
    for (const CUgraphNode_st* n : graph->nodes)
        if (n->work)
            work.push_back(n->work);
    return work;
}
// Runs the work in order in `stream`, stopping at the first error, which it returns.
inline cudaError_t runAll(const List<NodeWork>& work, cudaStream_t stream)
{
    for (const NodeWork& w : work)
        if (const cudaError_t e = w(stream))
            return e;
    return cudaSuccess;
}
} // namespace cvz_pg

inline cudaError_t cudaStreamBeginCapture(cudaStream_t stream, cudaStreamCaptureMode = cudaStreamCaptureModeGlobal)
{
    cvz_pg::Capture& c = cvz_pg::capture();
    if (stream == nullptr)
        return cvz_pg::captureError(cudaErrorStreamCaptureUnsupported); // the legacy default stream
    if (c.graph != nullptr)
        return cvz_pg::captureError(cudaErrorIllegalState);
    c = cvz_pg::Capture {};
    c.graph = new CUgraph_st;
    c.streams.push_back(stream);
    return cudaSuccess;
}
inline cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t* graph)
{
    cvz_pg::Capture& c = cvz_pg::capture();
    if (graph == nullptr)
        return cudaErrorInvalidValue;
    if (c.graph == nullptr || c.streams[0] != stream)
        return cvz_pg::captureError(cudaErrorStreamCaptureUnmatched);
    const bool spoilt = c.invalidated;
    *graph = spoilt ? nullptr : c.graph;
    if (spoilt)
        delete c.graph;
    c = cvz_pg::Capture {};
    return spoilt ? cvz_pg::captureError(cudaErrorStreamCaptureInvalidated) : cudaSuccess;
}
inline cudaError_t cudaStreamIsCapturing(cudaStream_t stream, cudaStreamCaptureStatus* status)
{
    if (status == nullptr)
        return cudaErrorInvalidValue;
    const bool in = cvz_pg::captures(stream);
    *status = !in                       ? cudaStreamCaptureStatusNone
        : cvz_pg::capture().invalidated ? cudaStreamCaptureStatusInvalidated
                                        : cudaStreamCaptureStatusActive;
    return cudaSuccess;
}
inline cudaError_t cudaGraphCreate(cudaGraph_t* graph, unsigned int)
{
    if (graph == nullptr)
        return cudaErrorInvalidValue;
    *graph = new CUgraph_st;
    return cudaSuccess;
}
inline cudaError_t cudaGraphDestroy(cudaGraph_t graph)
{
    if (graph == nullptr)
        return cudaErrorInvalidValue;
    delete graph;
    return cudaSuccess;
}
inline cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t* node, cudaGraph_t graph, const cudaGraphNode_t*, size_t)
{
    if (node == nullptr || graph == nullptr)
        return cudaErrorInvalidValue;
    *node = cvz_pg::addNode(graph, {});
    return cudaSuccess;
}
// A child graph's nodes, copied into one node of the parent.
inline cudaError_t cudaGraphAddChildGraphNode(
    cudaGraphNode_t* node, cudaGraph_t graph, const cudaGraphNode_t*, size_t, cudaGraph_t child)
{
    if (node == nullptr || graph == nullptr || child == nullptr)
        return cudaErrorInvalidValue;
    const cvz_pg::List<cvz_pg::NodeWork> work = cvz_pg::workOf(child);
    *node = cvz_pg::addNode(graph, [work](cudaStream_t s) { return cvz_pg::runAll(work, s); });
    return cudaSuccess;
}
// gridDim and blockDim are the playground's calls (cudaviz_playground.h): params.gridDim reads
// params.cvz_pg_gridDim(), the member functions here.
struct cudaKernelNodeParams
{
    void* func;
    dim3 grid;
    dim3 block;
    unsigned int sharedMemBytes;
    void** kernelParams;
    void** extra;
    dim3& cvz_pg_gridDim() { return grid; }
    dim3& cvz_pg_blockDim() { return block; }
    const dim3& cvz_pg_gridDim() const { return grid; }
    const dim3& cvz_pg_blockDim() const { return block; }
};
// The arguments are copied when the node is added, as CUDA copies them.
inline cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t* node, cudaGraph_t graph, const cudaGraphNode_t*, size_t,
    const cudaKernelNodeParams* params, CVZ_PG_LINE)
{
    if (node == nullptr || graph == nullptr || params == nullptr)
        return cudaErrorInvalidValue;
    cvz_pg::NodeWork work = cvz_pg::bindKernel(
        params->func, params->grid, params->block, params->sharedMemBytes, params->kernelParams, cvz_line);
    if (!work)
        return cudaError_t(cvz_rt_unsupported_kernel_address("cudaGraphAddKernelNode", cvz_line));
    *node = cvz_pg::addNode(graph, static_cast<cvz_pg::NodeWork&&>(work));
    return cudaSuccess;
}
struct cudaHostNodeParams
{
    void (*fn)(void*);
    void* userData;
};
inline cudaError_t cudaGraphAddHostNode(
    cudaGraphNode_t* node, cudaGraph_t graph, const cudaGraphNode_t*, size_t, const cudaHostNodeParams* params)
{
    if (node == nullptr || graph == nullptr || params == nullptr || params->fn == nullptr)
        return cudaErrorInvalidValue;
    const cudaHostNodeParams p = *params;
    *node = cvz_pg::addNode(graph, [p](cudaStream_t s) {
        const cudaError_t e = cudaStreamSynchronize(s);
        if (e == cudaSuccess)
            p.fn(p.userData);
        return e;
    });
    return cudaSuccess;
}
inline cudaError_t cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t* nodes, size_t* count)
{
    if (graph == nullptr || count == nullptr)
        return cudaErrorInvalidValue;
    if (nodes != nullptr)
        for (size_t i = 0; i < *count && i < graph->nodes.size(); ++i)
            nodes[i] = graph->nodes[i];
    *count = graph->nodes.size();
    return cudaSuccess;
}
inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t* exec, cudaGraph_t graph, unsigned long long = 0)
{
    if (exec == nullptr || graph == nullptr)
        return cudaErrorInvalidValue;
    *exec = new CUgraphExec_st { cvz_pg::workOf(graph) };
    return cudaSuccess;
}
// CUDA 11's form, which CUDA 12 keeps in its C++ header: the error node and log are never written.
inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t* exec, cudaGraph_t graph, cudaGraphNode_t*, char*, size_t)
{
    return cudaGraphInstantiate(exec, graph, 0);
}
inline cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t* exec, cudaGraph_t graph, unsigned long long = 0)
{
    return cudaGraphInstantiate(exec, graph, 0);
}
inline cudaError_t cudaGraphLaunch(cudaGraphExec_t exec, cudaStream_t stream)
{
    if (exec == nullptr)
        return cudaErrorInvalidResourceHandle;
    if (cvz_pg::captures(stream)) {
        const cvz_pg::List<cvz_pg::NodeWork> work = exec->work;
        return cvz_pg::record([work](cudaStream_t s) { return cvz_pg::runAll(work, s); });
    }
    return cvz_pg::runAll(exec->work, stream);
}
inline cudaError_t cudaGraphUpload(cudaGraphExec_t exec, cudaStream_t)
{
    return exec == nullptr ? cudaErrorInvalidResourceHandle : cudaSuccess;
}
inline cudaError_t cudaGraphExecDestroy(cudaGraphExec_t exec)
{
    if (exec == nullptr)
        return cudaErrorInvalidValue;
    delete exec;
    return cudaSuccess;
}
