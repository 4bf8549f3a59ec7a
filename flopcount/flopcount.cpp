// cudaviz_flops: a GCC plugin that counts a student's floating-point arithmetic as it runs.
//
// The playground compiles a kernel with g++ and runs it in the block emulator, which sees every
// load and store but no arithmetic. This pass, run on each function's GIMPLE after it is put in
// SSA form, counts the additions, subtractions, multiplications and divisions of float (FP32) and
// double (FP64) values in each basic block, and puts one call at the block's start:
//     __cvz_flops(fp32 operations, fp64 operations);
// cudaviz-kernelrun defines that function and adds the counts to the running launch's while an
// emulated GPU thread runs (host code is not counted). Only statements of the student's file are
// counted (-fplugin-arg-cudaviz_flops-file=NAME, the name of the wrapper's #line directive): the
// playground's own headers (CUDA's math functions, half conversions) are not the student's
// arithmetic. At -O0, which the playground compiles at, a * b + c is a multiplication and an
// addition, so an FMA counts two as the GPU's FLOP counters count it.
// GCC's headers depend on their order.
// clang-format off
#include <gcc-plugin.h>
#include <plugin-version.h>
#include <tree.h>
#include <tree-pass.h>
#include <context.h>
#include <function.h>
#include <basic-block.h>
#include <tree-ssa-alias.h>
#include <gimple-expr.h>
#include <gimple.h>
#include <gimple-iterator.h>
#include <stringpool.h>
#include <tree-ssa-operands.h>
#include <tree-into-ssa.h>
// clang-format on

#include <cstring>
#include <string>

int plugin_is_GPL_compatible; // GCC loads only plugins that say so: cudaviz is MIT-licensed

namespace {

std::string g_file; // the student's file, as the #line directive names it

const pass_data kPassData = {
    GIMPLE_PASS, "cudaviz_flops", OPTGROUP_NONE, TV_NONE, PROP_gimple_any | PROP_cfg | PROP_ssa, 0, 0, 0,
    TODO_update_ssa_only_virtuals, // the calls need virtual operands: they may touch memory
};

bool isArithmetic(tree_code code)
{
    return code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR || code == RDIV_EXPR;
}

// 32 for float, 64 for double, 0 for anything else.
int floatBits(tree type)
{
    if (!type || !SCALAR_FLOAT_TYPE_P(type))
        return 0;
    const int bits = int(TYPE_PRECISION(type));
    return bits == 32 || bits == 64 ? bits : 0;
}

bool inStudentFile(gimple* stmt)
{
    const location_t loc = gimple_location(stmt);
    if (loc == UNKNOWN_LOCATION)
        return false;
    const expanded_location where = expand_location(loc);
    return where.file && g_file == where.file;
}

tree flopsFunction()
{
    static tree decl = nullptr;
    if (!decl) {
        tree type
            = build_function_type_list(void_type_node, long_unsigned_type_node, long_unsigned_type_node, NULL_TREE);
        decl = build_fn_decl("__cvz_flops", type);
        TREE_PUBLIC(decl) = 1;
        DECL_EXTERNAL(decl) = 1;
        DECL_ARTIFICIAL(decl) = 1;
        TREE_NOTHROW(decl) = 1;
    }
    return decl;
}

struct FlopsPass : gimple_opt_pass
{
    explicit FlopsPass(gcc::context* context)
        : gimple_opt_pass(kPassData, context)
    { }

    unsigned int execute(function* fun) override
    {
        basic_block bb;
        bool inserted = false;
        FOR_EACH_BB_FN(bb, fun)
        {
            unsigned long fp32 = 0, fp64 = 0;
            for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
                gimple* stmt = gsi_stmt(gsi);
                if (!is_gimple_assign(stmt) || !isArithmetic(gimple_assign_rhs_code(stmt)) || !inStudentFile(stmt))
                    continue;
                const int bits = floatBits(TREE_TYPE(gimple_assign_lhs(stmt)));
                fp32 += bits == 32;
                fp64 += bits == 64;
            }
            if (fp32 == 0 && fp64 == 0)
                continue;
            gcall* call = gimple_build_call(flopsFunction(), 2, build_int_cst(long_unsigned_type_node, fp32),
                build_int_cst(long_unsigned_type_node, fp64));
            gimple_stmt_iterator at = gsi_after_labels(bb);
            gsi_insert_before(&at, call, GSI_SAME_STMT);
            inserted = true;
        }
        if (inserted)
            mark_virtual_operands_for_renaming(fun);
        return 0;
    }
};

} // namespace

int plugin_init(plugin_name_args* info, plugin_gcc_version* version)
{
    if (!plugin_default_version_check(version, &gcc_version)) {
        fprintf(stderr, "cudaviz_flops: built for GCC %s, loaded by GCC %s\n", gcc_version.basever, version->basever);
        return 1;
    }
    for (int i = 0; i < info->argc; ++i)
        if (std::strcmp(info->argv[i].key, "file") == 0 && info->argv[i].value)
            g_file = info->argv[i].value;
    if (g_file.empty()) {
        fprintf(stderr, "cudaviz_flops: -fplugin-arg-cudaviz_flops-file=NAME is missing\n");
        return 1;
    }
    register_pass_info pass;
    pass.pass = new FlopsPass(g);
    pass.reference_pass_name = "ssa";
    pass.ref_pass_instance_number = 1;
    pass.pos_op = PASS_POS_INSERT_AFTER;
    register_callback(info->base_name, PLUGIN_PASS_MANAGER_SETUP, nullptr, &pass);
    return 0;
}
