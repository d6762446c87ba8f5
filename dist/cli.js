#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _(strs, ...args) {
      const code = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
      }
      return new _Code(code);
    }
    exports._ = _;
    var plus = new _Code("+");
    function str(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str;
    function addCodeArg(code, arg) {
      if (arg instanceof _Code)
        code.push(...arg._items);
      else if (arg instanceof Name)
        code.push(arg);
      else
        code.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify2(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify2;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent: parent2 } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent2;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value2, { property, itemIndex }) {
        this.value = value2;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value2) {
        var _a;
        if (value2.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value2.key) !== null && _a !== void 0 ? _a : value2.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value2.ref;
        name.setValue(value2, { property: prefix, itemIndex });
        return name;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
          if (name.scopePath === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return (0, code_1._)`${scopeName}${name.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
          if (name.value === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return name.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values) {
          const vs = values[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name) => {
            if (nameSet.has(name))
              return;
            nameSet.set(name, UsedValueState.Started);
            let c = valueCode(name);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code = (0, code_1._)`${code}${def} ${name} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name)) {
              code = (0, code_1._)`${code}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name);
            }
            nameSet.set(name, UsedValueState.Completed);
          });
        }
        return code;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node {
      constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
      }
    };
    var Throw = class extends Node {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node {
      constructor(code) {
        super();
        this.code = code;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants) {
        this.code = optimizeExpr(this.code, names, constants);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code += "else " + this.else.render(opts);
        return code;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        if (!(super.optimizeNames(names, constants) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
          code += this.catch.render(opts);
        if (this.finally)
          code += this.finally.render(opts);
        return code;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants) {
        var _a, _b;
        super.optimizeNames(names, constants);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value2) {
        const name = this._extScope.value(prefixOrName, value2);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = /* @__PURE__ */ new Set());
        vs.add(name);
        return name;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code = ["{"];
        for (const [key, value2] of keyValues) {
          if (code.length > 1)
            code.push(",");
          code.push(key);
          if (key !== value2 || this.opts.es5) {
            code.push(":");
            (0, code_1.addCodeArg)(code, value2);
          }
        }
        code.push("}");
        return new code_1._Code(code);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name, (0, code_1._)`${arr}[${i}]`);
            forBody(name);
          });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break(label));
      }
      // `return` statement
      return(value2) {
        const node = new Return();
        this._blockNode(node);
        this.code(value2);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items.push(...c._items);
        else
          items.push(c);
        return items;
      }, []));
      function replaceName(n) {
        const c = constants[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args) {
      return args.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash = {};
      for (const item of arr)
        hash[item] = true;
      return hash;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str) {
      return unescapeJsonPointer(decodeURIComponent(str));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str) {
      return encodeURIComponent(escapeJsonPointer(str));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str) {
      if (typeof str == "number")
        return `${str}`;
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str) {
      return str.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs, f) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f(x);
      } else {
        f(xs);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen, to, from), from) : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen.assign(to, true);
          } else {
            gen.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen, items) => gen.var("items", items)
      })
    };
    function evaluatedPropsToName(gen, ps) {
      if (ps === true)
        return gen.var("props", true);
      const props = gen.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen, props, ps);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props, ps) {
      Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f) {
      return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber2 = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber2 ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber2 ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// node_modules/ajv/dist/compile/errors.js
var require_errors = __commonJS({
  "node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen, schema } = it;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen, data } = it;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type) {
      const group = self.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen, data, opts } = it;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen.else();
      reportTypeError(it);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items } = it.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func}.call(${context}, ${args})` : (0, codegen_1._)`${func}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it } = cxt;
      gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre, post, sch[i], jsonPtr + "/" + key + "/" + i, rootSchema, jsonPtr, key, schema, i);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str) {
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count += countKeys(sch));
        }
        if (count === Infinity)
          return Infinity;
      }
      return count;
    }
    function getFullPath(resolver, id = "", normalize) {
      if (normalize !== false)
        id = normalizeId(id);
      const p = resolver.parse(id);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
          const _resolve = this.opts.uriResolver.resolve;
          ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
          if (schemaRefs.has(ref))
            throw ambiguos(ref);
          schemaRefs.add(ref);
          let schOrRef = this.refs[ref];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref);
          } else if (ref !== normalizeId(fullPath)) {
            if (ref[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref], ref);
              localRefs[ref] = sch;
            } else {
              this.refs[ref] = fullPath;
            }
          }
          return ref;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== void 0 && !equal(sch1, sch2))
          throw ambiguos(ref);
      }
      function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen, validateName } = it;
      it.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props, items }) {
      if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self } = it;
      const { RULES } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen.block(() => {
        for (const group of RULES.rules)
          groupKeywords(group);
        groupKeywords(RULES.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
          const { type } = rule.definition;
          if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append2, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append2, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append2, errorPaths);
      }
      _error(append2, errorPaths) {
        ;
        (append2 ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate });
        validate.errors = null;
        validate.schema = sch.schema;
        validate.schemaEnv = sch;
        if (sch.$async)
          validate.$async = true;
        if (this.opts.code.source === true) {
          validate.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props, items } = schemaCxt;
          validate.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items instanceof codegen_1.Name ? void 0 : items,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items instanceof codegen_1.Name
          };
          if (validate.source)
            validate.source.evaluated = (0, codegen_1.stringify)(validate.evaluated);
        }
        sch.validate = validate;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef(root, baseId, ref) {
      var _a;
      ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
      const schOrFunc = root.refs[ref];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve5.call(this, root, ref);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve5(root, ref) {
      let sch;
      while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
      return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
    }
    function resolveSchema(root, ref) {
      const p = this.opts.uriResolver.parse(ref);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// node_modules/fast-uri/lib/utils.js
var require_utils = __commonJS({
  "node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code = 0;
      let i = 0;
      for (i = 0; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (code === 48) {
          continue;
        }
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
        break;
      }
      for (i += 1; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str, token) {
      let ind = 0;
      for (let i = 0; i < str.length; i++) {
        if (str[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path) {
      let input = path;
      const output = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input.length) {
        if (len === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path) {
      if (path === "" || path[0] === "/") {
        return removeDotSegments(path);
      }
      const segments = path.split("/");
      const last3 = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last3; i++) {
        const segment = segments[i];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i === last3;
        } else {
          output.push(segment);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP) {
      const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output += input[i];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        output += escape(input[i]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path && path !== "/" ? path : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches = urnComponent.path.match(URN_REG);
      if (matches && matches[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches[1].toLowerCase();
        urnComponent.nss = matches[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse4(serialize(uri, options), options);
      }
      return uri;
    }
    function resolve5(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative3, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse4(serialize(base, options), options);
        relative3 = parse4(serialize(relative3, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative3.scheme) {
        target.scheme = relative3.scheme;
        target.userinfo = relative3.userinfo;
        target.host = relative3.host;
        target.port = relative3.port;
        target.path = removeDotSegments(relative3.path || "");
        target.query = relative3.query;
      } else {
        if (relative3.userinfo !== void 0 || relative3.host !== void 0 || relative3.port !== void 0) {
          target.userinfo = relative3.userinfo;
          target.host = relative3.host;
          target.port = relative3.port;
          target.path = removeDotSegments(relative3.path || "");
          target.query = relative3.query;
        } else {
          if (!relative3.path) {
            target.path = base.path;
            if (relative3.query !== void 0) {
              target.query = relative3.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative3.path[0] === "/") {
              target.path = removeDotSegments(relative3.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative3.path;
              } else if (!base.path) {
                target.path = relative3.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative3.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative3.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative3.fragment;
      return target;
    }
    function equal(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed, matches) {
      if (matches[2] !== void 0 && parsed.path && parsed.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed.port === "number" && (parsed.port < 0 || parsed.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent = component.indexOf("%");
      while (percent !== -1) {
        if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
          return true;
        }
        percent = component.indexOf("%", percent + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches) {
      const host = matches[4];
      return hasMalformedPercentEncoding(matches[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches[6]) || hasMalformedPercentEncoding(matches[7]) || hasMalformedPercentEncoding(matches[8]);
    }
    function canonicalizeHost(parsed, options, schemeHandler, isIP) {
      if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
        parsed.error = parsed.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed.host && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP === false && nonSimpleDomain(parsed.host)) {
        let url;
        try {
          url = new URL("http://" + parsed.host);
        } catch (e) {
          parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed, options, schemeHandler, isIP) {
      return Boolean(
        parsed.host && isIP === false && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed.error = parsed.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed.error = parsed.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches = uri.match(URI_PARSE);
      if (matches) {
        parsed.scheme = matches[1];
        parsed.userinfo = matches[3];
        parsed.host = matches[4];
        parsed.port = parseInt(matches[5], 10);
        parsed.path = matches[6] || "";
        parsed.query = matches[7];
        parsed.fragment = matches[8];
        if (parsed.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed.scheme)) {
            parsed.scheme = parsed.scheme.toLowerCase();
          } else {
            parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
        if (malformedPercentEncoding) {
          parsed.error = parsed.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed.port)) {
          parsed.port = matches[5];
        }
        const parseError = getParseError(parsed, matches);
        if (parseError !== void 0) {
          parsed.error = parsed.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed.host) {
          const ipv4result = isIPv4(parsed.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed.host);
            const hasIPLiteralBracket = parsed.host.indexOf("[") !== -1 || parsed.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed.host);
            isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed.error = parsed.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP = true;
          }
        }
        if (parsed.scheme === void 0 && parsed.userinfo === void 0 && parsed.host === void 0 && parsed.port === void 0 && parsed.query === void 0 && !parsed.path) {
          parsed.reference = "same-document";
        } else if (parsed.scheme === void 0) {
          parsed.reference = "relative";
        } else if (parsed.fragment === void 0) {
          parsed.reference = "absolute";
        } else {
          parsed.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed.reference) {
          parsed.error = parsed.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP);
        }
        if (uri.indexOf("%") !== -1 && parsed.host !== void 0 && !malformedIPLiteral) {
          let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true);
          if (!isIP) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed.host = isIP || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed.path) {
            parsed.path = normalizePathEncoding(parsed.path);
          }
          if (parsed.query) {
            parsed.query = normalizeQueryFragmentEncoding(parsed.query);
          }
          if (parsed.fragment) {
            parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed, options);
          if (schemeHandler === SCHEMES.urn && parsed.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed.error = parsed.error || "URI can not be parsed.";
      }
      return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse4(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value2;
      try {
        value2 = typeof uri === "string" ? uri : serialize(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value2, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize,
      resolve: resolve5,
      resolveComponent,
      equal,
      serialize,
      parse: parse4
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str, flags) => new RegExp(str, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv2 = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
          if (this.refs[ref]) {
            throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref) {
          const _schema = await _loadSchema.call(this, ref);
          if (!this.refs[ref])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref])
            this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
          const p = this._loading[ref];
          if (p)
            return p;
          try {
            return await (this._loading[ref] = loadSchema(ref));
          } finally {
            delete this._loading[ref];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message);
          else
            throw new Error(message);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions) {
        for (const def of definitions)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name, format2) {
        if (typeof format2 == "string")
          format2 = new RegExp(format2);
        this.formats[name] = format2;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text, msg) => text + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key in rules) {
            const rule = rules[key];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv2.ValidationError = validation_error_1.default;
    Ajv2.MissingRefError = ref_error_1.default;
    exports.default = Ajv2;
    function checkOptions(checkOpts, options, msg, log = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name in this.opts.formats) {
        const format2 = this.opts.formats[name];
        if (format2)
          this.addFormat(name, format2);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES } = this;
      let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
      }
      RULES.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen, it } = cxt;
      const { allErrors, schemaEnv: env, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source) {
        const errs = (0, codegen_1._)`${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
            }
          } else {
            const props = gen.var("props", (0, codegen_1._)`${source}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
            }
          } else {
            const items = gen.var("items", (0, codegen_1._)`${source}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos2 = 0;
      let value2;
      while (pos2 < len) {
        length++;
        value2 = str.charCodeAt(pos2++);
        if (value2 >= 55296 && value2 <= 56319 && pos2 < len) {
          value2 = str.charCodeAt(pos2);
          if ((value2 & 64512) === 56320)
            pos2++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => (0, codegen_1._)`{i: ${i}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen.let("j");
          cxt.setParams({ i, j });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen.for((0, codegen_1._)`${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items);
      }
    };
    function validateAdditionalItems(cxt, items) {
      const { gen, schema, data, keyword, it } = cxt;
      it.items = true;
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items.length, len, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
      }
      const valid = gen.name("valid");
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen.if((0, codegen_1._)`${len} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits2(count)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits2(count) {
          gen.code((0, codegen_1._)`${count}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._)`${key} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props !== true) {
                gen.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format2 = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format2, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format2, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format2}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format2}(${data}) : ${format2}(${data}))` : (0, codegen_1._)`${format2}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format2} == "function" ? ${callFormat} : ${format2}.test(${data}))`;
            return (0, codegen_1._)`${format2} && ${format2} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format2, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format2 == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format2 = [format_1.default];
    exports.default = format2;
  }
});

// node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf.length; i++) {
            let sch = oneOf[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv2 = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv2;
    module.exports = exports = Ajv2;
    module.exports.Ajv = Ajv2;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv2;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// src/cli.ts
import { isMainThread as isMainThread2 } from "node:worker_threads";

// src/shell/cli/main.ts
import { parseArgs } from "node:util";

// src/core/report/workflow-commands.ts
var CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
var CONTROL_BUT_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/g;
var NAMED = { "\n": "\\n", "\r": "\\r", "	": "\\t" };
var shown = (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
function visibleControls(s) {
  return s.replace(CONTROL, shown);
}
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function workflowCommand(d, fileOf = (p) => p) {
  const level = d.severity === "error" ? "error" : "warning";
  const props = [
    `file=${escapeProperty(fileOf(d.file))}`,
    `line=${d.line}`,
    `col=${d.column}`,
    `title=${escapeProperty(d.rule.replace(CONTROL_BUT_BREAKS, shown))}`
  ].join(",");
  return `::${level} ${props}::${escapeData(d.message.replace(CONTROL_BUT_BREAKS, shown))}`;
}

// src/shell/cli/build.ts
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname as dirname2, join as join3, resolve as resolve4 } from "node:path";

// src/core/json.ts
function compareCodePoints(a, b) {
  const x = [...a];
  const y = [...b];
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = x[i].codePointAt(0) - y[i].codePointAt(0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
function sortedKeys(o) {
  return Object.keys(o).sort(compareCodePoints);
}
function setOwn(o, key, value2) {
  if (key === "__proto__")
    Object.defineProperty(o, key, { value: value2, enumerable: true, writable: true, configurable: true });
  else o[key] = value2;
}
function canonicalize(v) {
  if (Array.isArray(v)) return v.map(canonicalize);
  if (v !== null && typeof v === "object") {
    const out = {};
    for (const k of sortedKeys(v)) setOwn(out, k, canonicalize(v[k]));
    return out;
  }
  return v;
}
function canonicalJson(v, indent) {
  return JSON.stringify(canonicalize(v), null, indent);
}

// src/core/catalog.ts
function field(v, key) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.hasOwn(v, key) ? v[key] : void 0;
}
function modelId(r) {
  const id = field(field(r.value, "model"), "id");
  return typeof id === "string" ? id : "";
}
function buildCatalog(records) {
  const counts = {
    total_records: 0,
    documented: 0,
    indexed: 0,
    by_modality: { audio: 0, image: 0, video: 0 }
  };
  for (const r of records) {
    const state = field(r.value, "documentation_state");
    if (state === "documented") counts.documented++;
    if (state === "indexed") counts.indexed++;
    const modality = field(field(r.value, "model"), "modality");
    if (modality === "audio" || modality === "image" || modality === "video") counts.by_modality[modality]++;
  }
  counts.total_records = counts.documented + counts.indexed;
  const sorted = [...records].sort(
    (a, b) => compareCodePoints(modelId(a), modelId(b)) || compareCodePoints(a.path, b.path)
  );
  return { schema_version: 1, counts, models: sorted.map((r) => canonicalize(r.value)) };
}

// src/core/render/json.ts
function renderJson(value2) {
  return `${canonicalJson(value2, 2)}
`;
}

// src/core/render/change-line.ts
function json(v) {
  return canonicalJson(v ?? null);
}
function formatChangeLine(c) {
  if (c.kind === "added") return `${c.path}: added ${json(c.after)}`;
  if (c.kind === "removed") return `${c.path}: removed ${json(c.before)}`;
  return `${c.path}: ${json(c.before)} -> ${json(c.after)}`;
}

// src/core/render/item-text.ts
function displayName(e) {
  return e.model.name || e.model.id;
}
function itemTitle(e) {
  const name = displayName(e);
  switch (e.type) {
    case "model_added":
      return `${name}: added`;
    case "model_removed":
      return `${name}: removed`;
    case "model_moved":
      return `${name}: moved from ${e.previous_path ?? "another path"}`;
    default:
      return `${name}: ${e.changes.length} ${e.changes.length === 1 ? "field" : "fields"} changed`;
  }
}
function itemDescription(e) {
  switch (e.type) {
    case "model_added":
      return `model added at ${e.model.path}`;
    case "model_removed":
      return `model removed from ${e.model.path}`;
    case "model_moved":
      return `moved from ${e.previous_path ?? "another path"} to ${e.model.path}`;
    default:
      return e.changes.map(formatChangeLine).join("\n");
  }
}

// src/core/render/xml-text.ts
var NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
var ESCAPES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  // A literal CR would be turned into a newline by every XML parser; a reference keeps it.
  "\r": "&#13;"
};
function xmlText(s) {
  return s.replace(NOT_XML_CHAR, "\uFFFD").replace(/[&<>"'\r]/g, (c) => ESCAPES[c]);
}

// src/core/render/rss.ts
var EPOCH = 0;
function rfc822(iso) {
  const t = Date.parse(iso);
  return new Date(Number.isFinite(t) ? t : EPOCH).toUTCString();
}
function lastBuildDate(events) {
  let newest = EPOCH;
  for (const e of events) {
    const t = Date.parse(e.commit.date);
    if (Number.isFinite(t) && t > newest) newest = t;
  }
  return new Date(newest).toUTCString();
}
function element(indent, name, text, attributes = "") {
  return `${indent}<${name}${attributes}>${xmlText(text)}</${name}>`;
}
function renderRss(feed, channel) {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    "  <channel>",
    element("    ", "title", channel.title),
    element("    ", "link", channel.link),
    element("    ", "description", channel.description),
    element("    ", "lastBuildDate", lastBuildDate(feed.events))
  ];
  for (const e of feed.events) {
    lines.push(
      "    <item>",
      element("      ", "title", itemTitle(e)),
      element("      ", "link", e.commit.url),
      element("      ", "guid", e.id, ' isPermaLink="false"'),
      element("      ", "pubDate", rfc822(e.commit.date)),
      element("      ", "description", itemDescription(e)),
      "    </item>"
    );
  }
  lines.push("  </channel>", "</rss>");
  return `${lines.join("\n")}
`;
}

// src/core/artifacts.ts
function renderArtifacts(input) {
  const catalog = renderJson(buildCatalog(input.records));
  const { repository, head, events } = input.feed;
  const drift = renderJson({ feed_version: 1, repository, head, events });
  return /* @__PURE__ */ new Map([
    ["api.json", catalog],
    ["api/v1.json", catalog],
    ["drift.json", drift],
    ["drift/v1.json", drift],
    ["drift.rss.xml", renderRss(input.feed, input.channel)],
    ["schema/source-record.v1.schema.json", renderJson(input.schema)]
  ]);
}

// src/core/diagnostics.ts
function countDiagnostics(diagnostics) {
  let errors = 0;
  const all = /* @__PURE__ */ new Set();
  const withErrors = /* @__PURE__ */ new Set();
  for (const d of diagnostics) {
    all.add(d.file);
    if (d.severity === "error") {
      errors++;
      withErrors.add(d.file);
    }
  }
  return { errors, warnings: diagnostics.length - errors, filesWithErrors: withErrors.size, files: all.size };
}
function hasErrors(diagnostics) {
  return diagnostics.some((d) => d.severity === "error");
}

// src/core/commit-order.ts
function discoveryTree(bySha, head) {
  const kids = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set([head]);
  const stack = [{ sha: head, next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const parents = bySha.get(top.sha).parents;
    if (top.next >= parents.length) {
      stack.pop();
      continue;
    }
    const index2 = top.next++;
    const p = parents[index2];
    if (!bySha.has(p) || seen.has(p)) continue;
    seen.add(p);
    const list = kids.get(top.sha);
    if (list) list.push({ sha: p, index: index2 });
    else kids.set(top.sha, [{ sha: p, index: index2 }]);
    stack.push({ sha: p, next: 0 });
  }
  return kids;
}
function orderCommits(commits, head) {
  const bySha = /* @__PURE__ */ new Map();
  for (const c of commits) if (!bySha.has(c.sha)) bySha.set(c.sha, c);
  if (!bySha.has(head)) return [];
  const kids = discoveryTree(bySha, head);
  const out = [];
  const stack = [head];
  while (stack.length > 0) {
    const sha = stack.pop();
    out.push(bySha.get(sha));
    const list = kids.get(sha);
    if (list === void 0) continue;
    const first = list.find((k) => k.index === 0);
    if (first) stack.push(first.sha);
    for (let i = list.length - 1; i >= 0; i--) if (list[i].index !== 0) stack.push(list[i].sha);
  }
  return out;
}

// src/core/diff.ts
var PLAIN_KEY = /^[A-Za-z0-9_-]+$/;
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function keyPath(prefix, key) {
  if (!PLAIN_KEY.test(key)) return `${prefix}[${JSON.stringify(key)}]`;
  return prefix === "" ? key : `${prefix}.${key}`;
}
function idPath(prefix, id) {
  return `${prefix}[id=${JSON.stringify(id)}]`;
}
function keyedElements(a) {
  const byId = /* @__PURE__ */ new Map();
  for (const el of a) {
    if (!isObject(el)) return null;
    const id = el.id;
    if (typeof id !== "string" || id === "" || byId.has(id)) return null;
    byId.set(id, el);
  }
  return byId;
}
var SURROGATE = /[\uD800-\uDFFF]/;
function byCodePoint(a, b) {
  if (SURROGATE.test(a) || SURROGATE.test(b)) return compareCodePoints(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}
function unionSorted(a, b) {
  return [.../* @__PURE__ */ new Set([...a, ...b])].sort(byCodePoint);
}
function sameData(a, b) {
  if (a === b) return true;
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const k of keys) if (!Object.hasOwn(b, k) || !sameData(a[k], b[k])) return false;
    return true;
  }
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && sameData(a[i], b[i])) i++;
  if (i === a.length) return true;
  const ka = keyedElements(a);
  const kb = ka && keyedElements(b);
  if (!ka || !kb) return false;
  for (const [id, el] of ka) {
    const other = kb.get(id);
    if (other === void 0 || !sameData(el, other)) return false;
  }
  return true;
}
function collect(before, after, path, out) {
  if (isObject(before) && isObject(after)) {
    for (const k of unionSorted(Object.keys(before), Object.keys(after))) {
      const inBefore = Object.hasOwn(before, k);
      const inAfter = Object.hasOwn(after, k);
      if (inBefore && inAfter) {
        if (!sameData(before[k], after[k])) collect(before[k], after[k], keyPath(path, k), out);
      } else if (inAfter) out.push({ path: keyPath(path, k), kind: "added", after: canonicalize(after[k]) });
      else out.push({ path: keyPath(path, k), kind: "removed", before: canonicalize(before[k]) });
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const kb = keyedElements(before);
    const ka = kb && keyedElements(after);
    if (kb && ka) {
      for (const id of unionSorted(kb.keys(), ka.keys())) {
        const b = kb.get(id);
        const a = ka.get(id);
        if (b && a) {
          if (!sameData(b, a)) collect(b, a, idPath(path, id), out);
        } else if (a) out.push({ path: idPath(path, id), kind: "added", after: canonicalize(a) });
        else if (b) out.push({ path: idPath(path, id), kind: "removed", before: canonicalize(b) });
      }
      return;
    }
  }
  if (!sameData(before, after)) {
    out.push({ path, kind: "changed", before: canonicalize(before), after: canonicalize(after) });
  }
}
function diffRecords(before, after) {
  const out = [];
  collect(before, after, "", out);
  return out;
}

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string, ptr) {
  let lines = string.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
  let lines = string.split(/\r?\n/);
  let codeblock = "";
  let numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines[i - 1];
    if (!l)
      continue;
    codeblock += i.toString().padEnd(numberLen, " ");
    codeblock += ":  ";
    codeblock += l;
    codeblock += "\n";
    if (i === line) {
      codeblock += " ".repeat(numberLen + column + 2);
      codeblock += "^\n";
    }
  }
  return codeblock;
}
var TomlError = class _TomlError extends Error {
  line;
  column;
  codeblock;
  constructor(message, options) {
    const [line, column] = getLineColFromPtr(options.toml, options.ptr);
    const codeblock = makeCodeBlock(options.toml, line, column);
    super(`Invalid TOML document: ${message}

${codeblock}`, options);
    this.line = line;
    this.column = column;
    this.codeblock = codeblock;
  }
  /** @internal */
  static x(message, ctx, ptr) {
    throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
  }
};

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p++);
  let first = c;
  let isLiteral = c === 39;
  let isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  if (isMultiline) {
    if ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10)
      ctx.p++;
    else if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)
      ctx.p += 2;
  }
  let parsed = "";
  let sliceStart = ctx.p;
  let state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++) {
    c = ctx.s.charCodeAt(ctx.p);
    if (isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)) {
      state = state && 3;
    } else if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in strings", ctx);
    } else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline) {
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
      }
      if (!state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      ctx.p += isMultiline ? 3 : 1;
      return parsed;
    } else if (!state) {
      if (!isLiteral && c === 92) {
        parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p);
        state = 1;
      }
    } else if (state === 1) {
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1;
        let value2 = 0;
        let len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p);
          let digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          if (digit < 0)
            TomlError.x("invalid non-hex character in unicode escape", ctx);
          value2 = value2 << 4 | digit;
        }
        if (value2 < 0 || value2 > 1114111 || value2 >= 55296 && value2 <= 57343) {
          TomlError.x("invalid unicode escape", ctx, errPtr);
        }
        parsed += String.fromCodePoint(value2);
        sliceStart = ctx.p--;
        state = 0;
      } else if (isMultiline && (c === 32 || c === 9)) {
        state = 2;
      } else {
        if (c === 98)
          parsed += "\b";
        else if (c === 116)
          parsed += "	";
        else if (c === 110)
          parsed += "\n";
        else if (c === 102)
          parsed += "\f";
        else if (c === 114)
          parsed += "\r";
        else if (c === 101)
          parsed += "\x1B";
        else if (c === 34)
          parsed += '"';
        else if (c === 92)
          parsed += "\\";
        else
          TomlError.x("unrecognised escape sequence", ctx);
        sliceStart = ctx.p + 1;
        state = 0;
      }
    } else if (c !== 32 && c !== 9) {
      if (state === 2)
        TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart);
      state = !isLiteral && c === 92 ? 1 : 0;
      sliceStart = ctx.p;
    }
  }
  TomlError.x("unfinished string", ctx, startPtr);
}

// node_modules/smol-toml/dist/date.js
var DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i;
var TomlDate = class _TomlDate extends Date {
  #hasDate = false;
  #hasTime = false;
  #offset = null;
  constructor(date, fasttype, unsafeDelim) {
    let hasDate = true;
    let hasTime = true;
    let offset = "Z";
    let c;
    if (typeof date === "string") {
      if (fasttype)
        prep: {
          if (fasttype < 3) {
            if (+date.slice(11, 13) > 23) {
              date = "";
              break prep;
            }
            if (fasttype === 2) {
              offset = null;
              date += "Z";
            } else if ((c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122) {
              offset = date.slice(date.length - 6);
            }
            if (unsafeDelim)
              date = date.slice(0, 10) + "T" + date.slice(11);
          } else if (fasttype === 4) {
            date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`;
          }
          hasDate = fasttype !== 4;
          hasTime = fasttype !== 3;
        }
      else {
        let match = date.match(DATE_TIME_RE);
        if (match) {
          if (!match[1]) {
            hasDate = false;
            date = `0000-01-01T${date}`;
          }
          hasTime = !!match[2];
          hasTime && date[10] === " " && (date = date.replace(" ", "T"));
          if (match[2] && +match[2] > 23) {
            date = "";
          } else {
            offset = match[3] || null;
            if (!offset && hasTime)
              date += "Z";
          }
        } else {
          date = "";
        }
      }
    }
    super(date);
    if (!isNaN(this.getTime())) {
      this.#hasDate = hasDate;
      this.#hasTime = hasTime;
      this.#offset = offset;
    }
  }
  isDateTime() {
    return this.#hasDate && this.#hasTime;
  }
  isLocal() {
    return !this.#hasDate || !this.#hasTime || !this.#offset;
  }
  isDate() {
    return this.#hasDate && !this.#hasTime;
  }
  isTime() {
    return this.#hasTime && !this.#hasDate;
  }
  isValid() {
    return this.#hasDate || this.#hasTime;
  }
  toISOString() {
    let iso = super.toISOString();
    if (this.isDate())
      return iso.slice(0, 10);
    if (this.isTime())
      return iso.slice(11, 23);
    if (this.#offset === null)
      return iso.slice(0, -1);
    if (this.#offset === "Z" || this.#offset === "z")
      return iso;
    let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
    offset = this.#offset[0] === "-" ? offset : -offset;
    let offsetDate = new Date(this.getTime() - offset * 6e4);
    return offsetDate.toISOString().slice(0, -1) + this.#offset;
  }
  static wrapAsOffsetDateTime(jsDate, offset = "Z") {
    let date = new _TomlDate(jsDate);
    date.#offset = offset;
    return date;
  }
  static wrapAsLocalDateTime(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#offset = null;
    return date;
  }
  static wrapAsLocalDate(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#hasTime = false;
    date.#offset = null;
    return date;
  }
  static wrapAsLocalTime(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#hasDate = false;
    date.#offset = null;
    return date;
  }
};

// node_modules/smol-toml/dist/extract.js
function isDigit(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx, end) {
  let errPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value2 = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    ctx.d++;
    return value2;
  }
  if (c === 34 || c === 39) {
    return parseString(ctx);
  }
  if (c === 116) {
    if (ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, true;
  }
  if (c === 102) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, false;
  }
  if (c === 43 || c === 45) {
    return parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45) {
    return parseDate(ctx, c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 2) === 58) {
    return parseTime(ctx, c, end);
  }
  return parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr;
  let state = 0;
  let hasUnderscores = false;
  if (c === 105) {
    if (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, (sign || 1) / 0;
  }
  if (c === 110) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, NaN;
  }
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === true ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      else if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      else if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    if (c === 46)
      state = 2;
    else if (c === 101 || c === 69)
      state = 4;
    else
      TomlError.x("illegal leading zero", ctx, startPtr);
  } else if (!isDigit(c))
    TomlError.x("invalid value", ctx, startPtr);
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (!state)
      state = 1;
    if (c === 95) {
      if (!(state & 1))
        TomlError.x("illegal underscore", ctx);
      state += 11;
      hasUnderscores = true;
    } else if (state === 1 && c === 46)
      state = 2;
    else if ((state === 1 || state === 3) && (c === 101 || c === 69))
      state = 4;
    else if (state === 4 && (c === 43 || c === 45)) {
      state = 6;
    } else if (!isDigit(c))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (state > 9)
      state -= 11;
    else if (!(state & 1))
      state++;
  }
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === true ? BigInt(val) : val;
  }
  if (!(state & 1))
    TomlError.x("unfinished numeric value", ctx, startPtr);
  let str = ctx.s.slice(startPtr, ctx.p);
  if (hasUnderscores)
    str = str.replaceAll("_", "");
  return state > 1 ? parseFloat(str) : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (c === 95) {
      if (underscore & 1)
        TomlError.x("illegal underscore", ctx);
      underscore = 3;
    } else if (!isDigit(c, base))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (underscore & 1)
      underscore--;
  }
  if (underscore & 1)
    TomlError.x("unfinished numeric value", ctx);
  let str = ctx.s.slice(startPtr + 2, ctx.p);
  if (underscore)
    str = str.replaceAll("_", "");
  return parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
  if (ctx.bi !== true)
    int: {
      let val = parseInt(str, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return base === 10 ? BigInt(str) : BigInt((base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++))) {
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  }
  ctx.p += 5;
  if (!isDigit(ctx.s.charCodeAt(ctx.p++)))
    TomlError.x("invalid date-time: date part is malformed", ctx, startPtr);
  if (ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = true, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, false, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58)
    TomlError.x("invalid date-time: time part is malformed", ctx, startPtr);
  if (ctx.s.charCodeAt(ctx.p += 3) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit(ctx.s.charCodeAt(++ctx.p)))
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start = ctx.p;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p))) {
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  }
  if (ctx.s.charCodeAt(ctx.p += 4) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit(ctx.s.charCodeAt(++ctx.p)))
      ;
  let t = ctx.s.slice(start, ctx.p);
  return readDate(ctx, t, 4, false, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date = new TomlDate(str, type, unsafeDelim);
    if (!date.isValid())
      TomlError.x("invalid date", ctx, errPtr);
    return date;
  }
  try {
    if (temporalSuffix)
      str += temporalSuffix;
    switch (type) {
      case 1:
        return Temporal.ZonedDateTime.from(str);
      case 2:
        return Temporal.PlainDateTime.from(str);
      case 3:
        return Temporal.PlainDate.from(str);
      case 4:
        return Temporal.PlainTime.from(str);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
  }
}

// node_modules/smol-toml/dist/util.js
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in comments", ctx);
    }
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  while (ctx.p < ctx.s.length) {
    while (ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)))
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}

// node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr;
  let state = 0;
  let parsed = [];
  let sliceStart;
  let c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end) {
      if (!state)
        TomlError.x("unexpected end of key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      return ctx.p++, parsed;
    } else if (c === 46) {
      if (!state)
        TomlError.x("illegal empty bare key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      state = 0;
    } else if (!state && (c === 34 || c === 39)) {
      if (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2))
        TomlError.x("illegal quoted key: multiline strings are not allowed", ctx);
      parsed.push(parseString(ctx));
      state = 2;
      ctx.p--;
    } else if (c === 32 || c === 9) {
      if (state === 1) {
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
        state = 2;
      }
    } else if (state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122) {
      TomlError.x("illegal character in key", ctx);
    } else if (!state) {
      state = 1;
      sliceStart = ctx.p;
    }
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++;
  let res = /* @__PURE__ */ Object.create(null);
  let seen = /* @__PURE__ */ new Set();
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 125) {
      ctx.p++;
      return res;
    }
    let k;
    let t = res;
    let hasOwn = false;
    let errPtr = ctx.p;
    let key = parseKey(ctx);
    for (let i = 0; i < key.length; i++) {
      if (i)
        t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      k = key[i];
      if ((hasOwn = Object.hasOwn(t, k)) && (typeof t[k] !== "object" || seen.has(t[k]))) {
        TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      }
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      if (!hasOwn && unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
      }
    }
    if (hasOwn) {
      TomlError.x("trying to redefine an already defined value", ctx, errPtr);
    }
    skipVoid(ctx, true, true);
    let value2 = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value2) === "object")
      seen.add(value2);
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 125) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++;
  let res = [];
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 93) {
      ctx.p++;
      return res;
    }
    res.push(extractValue(
      ctx,
      93
      /* ] */
    ));
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 93) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key, table2, meta, type) {
  let t = table2;
  let m = meta;
  let k;
  let hasOwn = false;
  let state;
  for (let i = 0; i < key.length; i++) {
    if (i) {
      t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      m = (state = m[k]).c;
      if (type === 0 && (state.t === 1 || state.t === 2)) {
        return null;
      }
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l];
        m = m[l].c;
      }
    }
    k = key[i];
    if ((hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d) {
      return null;
    }
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor"))
        return false;
      if (unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
        Object.defineProperty(m, k, { enumerable: true, configurable: true, writable: true });
      }
      m[k] = {
        t: i < key.length - 1 && type === 2 ? 3 : type,
        d: false,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  state = m[k];
  if (state.t !== type && !(type === 1 && state.t === 3)) {
    return null;
  }
  if (type === 2) {
    if (!state.d) {
      state.d = true;
      t[k] = [];
    }
    t[k].push(t = /* @__PURE__ */ Object.create(null));
    state.c[state.i++] = state = { t: 1, d: false, i: 0, c: /* @__PURE__ */ Object.create(null) };
  }
  if (state.d) {
    return null;
  }
  state.d = true;
  if (type === 1) {
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  } else if (type === 0 && hasOwn) {
    return null;
  }
  return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
  if (peek === null || ctx.uk === 2)
    TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? false,
    ld: options.useLegacyDate ?? true,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  };
  let res = /* @__PURE__ */ Object.create(null);
  let meta = /* @__PURE__ */ Object.create(null);
  let tmp;
  let skipping = false;
  let tbl = res;
  let m = meta;
  if (toml.charCodeAt(0) === 65279)
    ctx.p++;
  skipVoid(ctx);
  while (ctx.p < toml.length) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray;
      skipping = false;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      if (isTableArray) {
        if (toml.charCodeAt(ctx.p) !== 93) {
          TomlError.x("expected end of table array declaration", ctx);
        }
        ctx.p++;
      }
      let p = peekTable(
        ctx,
        k,
        res,
        meta,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      if (!p) {
        validateTablePeek(ctx, p, tmp);
        skipping = true;
      } else {
        m = p[2];
        tbl = p[1];
      }
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx);
      let p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      if (!p && !skipping)
        validateTablePeek(ctx, p, tmp);
      skipVoid(ctx, true, true);
      let v = extractValue(ctx, void 0);
      if (p && !skipping)
        p[1][p[0]] = v;
    }
    skipVoid(ctx, true);
    if (ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10)) {
      TomlError.x("each key-value declaration must be followed by an end-of-line", ctx);
    }
    skipVoid(ctx);
  }
  return res;
}

// node_modules/smol-toml/dist/stringify.js
var HAS_WELLFORMED = !!"".isWellFormed;

// src/core/json-pointer.ts
function encodeSegment(s) {
  const t = String(s);
  return t.includes("~") || t.includes("/") ? t.replace(/~/g, "~0").replace(/\//g, "~1") : t;
}
function decodeSegment(s) {
  return s.includes("~") ? s.replace(/~1/g, "/").replace(/~0/g, "~") : s;
}
function append(pointer, s) {
  return `${pointer}/${encodeSegment(s)}`;
}
function format(path) {
  let out = "";
  for (const s of path) out += `/${encodeSegment(s)}`;
  return out;
}
function parse2(pointer) {
  return pointer === "" ? [] : pointer.slice(1).split("/").map(decodeSegment);
}
function parent(pointer) {
  return pointer.slice(0, Math.max(0, pointer.lastIndexOf("/")));
}
function last(pointer) {
  return decodeSegment(pointer.slice(pointer.lastIndexOf("/") + 1));
}

// src/core/toml/limits.ts
var MAX_DEPTH = 64;
var MAX_VALUES = 1e4;
function checkLimits(text) {
  let line = 1;
  let lineStart = 0;
  let values = 0;
  let tableDepth = 0;
  let valueDepth = 0;
  let key = null;
  let mode = "start";
  const stack = [];
  const position = (i2) => ({ line, column: i2 - lineStart + 1 });
  const tooDeep = (i2) => ({
    rule: "toml/too-deep",
    message: `keys, tables and arrays nest more than ${MAX_DEPTH} levels deep here; a record may nest at most ${MAX_DEPTH} levels`,
    ...position(i2)
  });
  const count = (i2) => ++values > MAX_VALUES ? {
    rule: "file/too-many-values",
    message: `file has more than ${grouped(MAX_VALUES)} keys and values; a record may have at most ${grouped(MAX_VALUES)}`,
    ...position(i2)
  } : null;
  const element2 = (i2) => {
    const top = stack[stack.length - 1];
    if (top?.kind !== "[" || !top.expecting) return null;
    top.expecting = false;
    return count(i2);
  };
  const newline = (at2) => {
    line++;
    lineStart = at2 + 1;
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i];
    if (c === "\n") {
      newline(i);
      if (stack.length === 0) {
        mode = "start";
        key = null;
      }
      i++;
      continue;
    }
    if (c === " " || c === "	" || c === "\r") {
      i++;
      continue;
    }
    if (c === "#") {
      while (i < n && text[i] !== "\n") i++;
      continue;
    }
    let top = stack[stack.length - 1];
    if (stack.length === 0 && mode === "start") {
      if (c === "[") {
        mode = "header";
        i += text[i + 1] === "[" ? 2 : 1;
        key = { parts: 1, base: 0, at: i };
        const over = count(i);
        if (over) return over;
        continue;
      }
      mode = "value";
      key = { parts: 1, base: tableDepth, at: i };
    } else if (top?.kind === "{" && top.expecting && key === null && c !== "}" && c !== ",") {
      key = { parts: 1, base: top.depth, at: i };
    }
    if (c === '"' || c === "'") {
      if (key === null) {
        const over = element2(i);
        if (over) return over;
      }
      i = skipString(text, i, newline);
      continue;
    }
    if (key !== null) {
      if (c === ".") {
        if (++key.parts + key.base > MAX_DEPTH) return tooDeep(i + 1);
      } else if (c === "]" && mode === "header" && stack.length === 0) {
        tableDepth = key.parts;
        key = null;
        mode = "value";
      } else if (c === "=") {
        valueDepth = key.parts + key.base;
        if (valueDepth > MAX_DEPTH) return tooDeep(key.at);
        const over = count(key.at);
        if (over) return over;
        key = null;
        if (top?.kind === "{") top.expecting = false;
      } else if (c === "}" && top?.kind === "{") {
        stack.pop();
        key = null;
      }
      i++;
      continue;
    }
    if (c === "{" || c === "[") {
      const over = element2(i);
      if (over) return over;
      top = stack[stack.length - 1];
      const own = top?.kind === "[" ? top.depth : valueDepth;
      const inner = c === "[" ? own + 1 : own;
      if (inner > MAX_DEPTH) return tooDeep(i);
      stack.push({ kind: c, depth: inner, expecting: true });
    } else if (c === "}" || c === "]") {
      stack.pop();
    } else if (c === ",") {
      if (top) top.expecting = true;
    } else {
      const over = element2(i);
      if (over) return over;
    }
    i++;
  }
  return null;
}
function grouped(v) {
  return String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function skipString(text, i, newline) {
  const q = text[i];
  const n = text.length;
  const multi = text[i + 1] === q && text[i + 2] === q;
  let j = i + (multi ? 3 : 1);
  while (j < n) {
    const c = text[j];
    if (c === "\\" && q === '"') {
      if (text[j + 1] === "\n") newline(j + 1);
      j += 2;
      continue;
    }
    if (c === "\n") {
      if (!multi) return j;
      newline(j);
    }
    if (c === q) {
      if (!multi) return j + 1;
      if (text[j + 1] === q && text[j + 2] === q) {
        let k = j + 3;
        while (k < n && k < j + 5 && text[k] === q) k++;
        return k;
      }
    }
    j++;
  }
  return n;
}

// src/core/toml/parse.ts
var utf8 = new TextDecoder("utf-8", { fatal: true });
function problem(file, rule, message, line = 1, column = 1) {
  return { ok: false, diagnostic: { file, line, column, pointer: "", rule, message, severity: "error" } };
}
function decodeUtf8(file, bytes) {
  try {
    const text = utf8.decode(bytes);
    return { ok: true, text: text.charCodeAt(0) === 65279 ? text.slice(1) : text };
  } catch {
    let line = 1;
    let column = 1;
    let i = 0;
    while (i < bytes.length) {
      const b = bytes[i];
      const len = b < 128 ? 1 : leadLength(b);
      if (len === 0 || !decodes(bytes.subarray(i, i + len), len)) break;
      if (b === 10) {
        line++;
        column = 1;
      } else column++;
      i += len;
    }
    return problem(file, "file/encoding", "file is not valid UTF-8", line, column);
  }
}
function decodes(seq, len) {
  if (seq.length < len) return false;
  try {
    utf8.decode(seq);
    return true;
  } catch {
    return false;
  }
}
function leadLength(b) {
  if (b >= 194 && b <= 223) return 2;
  if (b >= 224 && b <= 239) return 3;
  if (b >= 240 && b <= 244) return 4;
  return 0;
}
function parseRecord(file, bytes) {
  try {
    return parseText(file, bytes);
  } catch (err) {
    const deep = err instanceof RangeError;
    const message = deep ? `TOML nests too deep to read (${clip(err.message)})` : `TOML could not be read: ${clip(String(err?.message ?? err))}`;
    return problem(file, deep ? "toml/too-deep" : "toml/syntax", message);
  }
}
function parseText(file, bytes) {
  let text;
  if (typeof bytes === "string") text = bytes;
  else {
    const decoded = decodeUtf8(file, bytes);
    if (!("text" in decoded)) return decoded;
    text = decoded.text;
  }
  const over = checkLimits(text);
  if (over) return problem(file, over.rule, over.message, over.line, over.column);
  let raw;
  try {
    raw = parse(text);
  } catch (err) {
    if (err instanceof TomlError) {
      const first = err.message.split("\n")[0].replace(/^Invalid TOML document:\s*/, "");
      const rule = /redefine/.test(first) ? "toml/duplicate-key" : "toml/syntax";
      const message = rule === "toml/duplicate-key" ? duplicateMessage(text, err.line ?? 1) : `TOML syntax error: ${clip(first)}`;
      return problem(file, rule, message, err.line ?? 1, err.column ?? 1);
    }
    throw err;
  }
  const state = { nonFinite: false };
  const value2 = toJson(raw, state);
  if (state.nonFinite) {
    const pointer = firstNonFinite(value2, "") ?? "";
    return {
      ok: false,
      diagnostic: {
        file,
        line: 1,
        column: 1,
        pointer,
        rule: "toml/non-finite",
        message: `${pointer} is not a finite number (nan and inf have no JSON form)`,
        severity: "error"
      }
    };
  }
  return { ok: true, text, value: value2 };
}
function clip(s, max = 80) {
  const chars = [...s.slice(0, max * 2 + 2)];
  return chars.length > max ? `${chars.slice(0, max).join("")}\u2026` : s;
}
function duplicateMessage(text, line) {
  const source = (text.split("\n")[line - 1] ?? "").trim();
  const table2 = /^\[\[?\s*([^\]]+?)\s*\]\]?/.exec(source);
  if (table2) return `table [${clip(table2[1])}] is defined twice`;
  const key = /^([^=]+?)\s*=/.exec(source);
  return key ? `duplicate key ${clip(key[1])}: it is already defined in this table` : "duplicate key or table";
}
function toJson(v, state) {
  if (typeof v !== "object" || v === null) {
    if (typeof v === "number" && !Number.isFinite(v)) state.nonFinite = true;
    return v;
  }
  if (v instanceof TomlDate) return tomlDateToString(v);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = toJson(v[i], state);
    return v;
  }
  const o = v;
  for (const k in o) {
    const x = o[k];
    if (typeof x === "object" && x !== null || typeof x === "number") o[k] = toJson(x, state);
  }
  return o;
}
function firstNonFinite(v, pointer) {
  if (typeof v === "number") return Number.isFinite(v) ? null : pointer;
  if (v === null || typeof v !== "object") return null;
  for (const [k, x] of Object.entries(v)) {
    const found = firstNonFinite(x, append(pointer, k));
    if (found !== null) return found;
  }
  return null;
}
function tomlDateToString(d) {
  const iso = d.toISOString();
  if (d.isDate()) return iso;
  return iso.replace(/\.000(?=$|Z|[+-])/, "");
}

// node_modules/eslint-visitor-keys/lib/visitor-keys.js
var KEYS = {
  ArrayExpression: ["elements"],
  ArrayPattern: ["elements"],
  ArrowFunctionExpression: ["params", "body"],
  AssignmentExpression: ["left", "right"],
  AssignmentPattern: ["left", "right"],
  AwaitExpression: ["argument"],
  BinaryExpression: ["left", "right"],
  BlockStatement: ["body"],
  BreakStatement: ["label"],
  CallExpression: ["callee", "arguments"],
  CatchClause: ["param", "body"],
  ChainExpression: ["expression"],
  ClassBody: ["body"],
  ClassDeclaration: ["id", "superClass", "body"],
  ClassExpression: ["id", "superClass", "body"],
  ConditionalExpression: ["test", "consequent", "alternate"],
  ContinueStatement: ["label"],
  DebuggerStatement: [],
  DoWhileStatement: ["body", "test"],
  EmptyStatement: [],
  ExperimentalRestProperty: ["argument"],
  ExperimentalSpreadProperty: ["argument"],
  ExportAllDeclaration: ["exported", "source", "attributes"],
  ExportDefaultDeclaration: ["declaration"],
  ExportNamedDeclaration: [
    "declaration",
    "specifiers",
    "source",
    "attributes"
  ],
  ExportSpecifier: ["local", "exported"],
  ExpressionStatement: ["expression"],
  ForInStatement: ["left", "right", "body"],
  ForOfStatement: ["left", "right", "body"],
  ForStatement: ["init", "test", "update", "body"],
  FunctionDeclaration: ["id", "params", "body"],
  FunctionExpression: ["id", "params", "body"],
  Identifier: [],
  IfStatement: ["test", "consequent", "alternate"],
  ImportAttribute: ["key", "value"],
  ImportDeclaration: ["specifiers", "source", "attributes"],
  ImportDefaultSpecifier: ["local"],
  ImportExpression: ["source", "options"],
  ImportNamespaceSpecifier: ["local"],
  ImportSpecifier: ["imported", "local"],
  JSXAttribute: ["name", "value"],
  JSXClosingElement: ["name"],
  JSXClosingFragment: [],
  JSXElement: ["openingElement", "children", "closingElement"],
  JSXEmptyExpression: [],
  JSXExpressionContainer: ["expression"],
  JSXFragment: ["openingFragment", "children", "closingFragment"],
  JSXIdentifier: [],
  JSXMemberExpression: ["object", "property"],
  JSXNamespacedName: ["namespace", "name"],
  JSXOpeningElement: ["name", "attributes"],
  JSXOpeningFragment: [],
  JSXSpreadAttribute: ["argument"],
  JSXSpreadChild: ["expression"],
  JSXText: [],
  LabeledStatement: ["label", "body"],
  Literal: [],
  LogicalExpression: ["left", "right"],
  MemberExpression: ["object", "property"],
  MetaProperty: ["meta", "property"],
  MethodDefinition: ["key", "value"],
  NewExpression: ["callee", "arguments"],
  ObjectExpression: ["properties"],
  ObjectPattern: ["properties"],
  PrivateIdentifier: [],
  Program: ["body"],
  Property: ["key", "value"],
  PropertyDefinition: ["key", "value"],
  RestElement: ["argument"],
  ReturnStatement: ["argument"],
  SequenceExpression: ["expressions"],
  SpreadElement: ["argument"],
  StaticBlock: ["body"],
  Super: [],
  SwitchCase: ["test", "consequent"],
  SwitchStatement: ["discriminant", "cases"],
  TaggedTemplateExpression: ["tag", "quasi"],
  TemplateElement: [],
  TemplateLiteral: ["quasis", "expressions"],
  ThisExpression: [],
  ThrowStatement: ["argument"],
  TryStatement: ["block", "handler", "finalizer"],
  UnaryExpression: ["argument"],
  UpdateExpression: ["argument"],
  VariableDeclaration: ["declarations"],
  VariableDeclarator: ["id", "init"],
  WhileStatement: ["test", "body"],
  WithStatement: ["object", "body"],
  YieldExpression: ["argument"]
};
var NODE_TYPES = Object.keys(KEYS);
for (const type of NODE_TYPES) {
  Object.freeze(KEYS[type]);
}
Object.freeze(KEYS);
var visitor_keys_default = KEYS;

// node_modules/eslint-visitor-keys/lib/index.js
function unionWith(additionalKeys) {
  const retv = (
    /** @type {{ [type: string]: ReadonlyArray<string> }} */
    Object.assign({}, visitor_keys_default)
  );
  for (const type of Object.keys(additionalKeys)) {
    if (Object.hasOwn(retv, type)) {
      const keys = new Set(additionalKeys[type]);
      for (const key of retv[type]) {
        keys.add(key);
      }
      retv[type] = Object.freeze(Array.from(keys));
    } else {
      retv[type] = Object.freeze(Array.from(additionalKeys[type]));
    }
  }
  return Object.freeze(retv);
}

// node_modules/toml-eslint-parser/lib/index.mjs
function last2(arr) {
  return arr[arr.length - 1] ?? null;
}
function toKeyName(node) {
  return node.type === "TOMLBare" ? node.name : node.value;
}
var TOMLVerImpl = class {
  constructor(major, minor) {
    this.major = major;
    this.minor = minor;
  }
  lt(major, minor) {
    return this.major < major || this.major === major && this.minor < minor;
  }
  gte(major, minor) {
    return this.major > major || this.major === major && this.minor >= minor;
  }
};
var TOML_VERSION_1_0 = new TOMLVerImpl(1, 0);
var TOML_VERSION_1_1 = new TOMLVerImpl(1, 1);
var DEFAULT_TOML_VERSION = TOML_VERSION_1_1;
var SUPPORTED_TOML_VERSIONS = {
  "1.0": TOML_VERSION_1_0,
  "1.0.0": TOML_VERSION_1_0,
  "1.1": TOML_VERSION_1_1,
  "1.1.0": TOML_VERSION_1_1,
  latest: TOML_VERSION_1_1,
  next: TOML_VERSION_1_1
};
function getTOMLVer(v) {
  return v && SUPPORTED_TOML_VERSIONS[v] || DEFAULT_TOML_VERSION;
}
var MESSAGES = {
  "unterminated-string": "Unterminated string constant",
  "unterminated-table-key": "Unterminated table-key",
  "unterminated-array": "Unterminated array",
  "unterminated-inline-table": "Unterminated inline table",
  "missing-key": "Empty bare keys are not allowed",
  "missing-newline": "Must be a newline",
  "missing-equals-sign": "Expected equal (=) token",
  "missing-value": "Unspecified values are invalid",
  "missing-comma": "Expected comma (,) token",
  "dupe-keys": "Defining a key multiple times is invalid",
  "unexpected-char": "Unexpected character",
  "unexpected-token": "Unexpected token",
  "invalid-control-character": "Control characters (codes < 0x1f and 0x7f) are not allowed",
  "invalid-comment-character": "Invalid code point {{cp}} within comments",
  "invalid-key-value-newline": "The key, equals sign, and value must be on the same line",
  "invalid-inline-table-newline": "No newlines are allowed between the curly braces unless they are valid within a value",
  "invalid-underscore": "Underscores are allowed between digits",
  "invalid-space": "Unexpected spaces",
  "invalid-three-quotes": "Three or more quotes are not permitted",
  "invalid-date": "Unexpected invalid date",
  "invalid-time": "Unexpected invalid time",
  "invalid-leading-zero": "Leading zeros are not allowed",
  "invalid-trailing-comma-in-inline-table": "Trailing comma is not permitted in an inline table",
  "invalid-char-in-escape-sequence": "Invalid character in escape sequence",
  "invalid-consecutive-dots-in-key": "Consecutive dots are not permitted in keys",
  "invalid-code-point": "Invalid code point {{cp}}",
  "invalid-trailing-dot-in-key": "Keys cannot end with a dot",
  "invalid-leading-dot-in-key": "Keys cannot start with a dot"
};
function getMessage(code, data) {
  if (data) return MESSAGES[code].replace(/\{\{(.*?)\}\}/gu, (_, name$2) => {
    if (name$2 in data) return data[name$2];
    return `{{${name$2}}}`;
  });
  return MESSAGES[code];
}
var ParseError = class extends SyntaxError {
  /**
  * Initialize this ParseError instance.
  *
  */
  constructor(code, offset, line, column, data) {
    super(getMessage(code, data));
    this.index = offset;
    this.lineNumber = line;
    this.column = column;
  }
};
var CodePoint = {
  EOF: -1,
  NULL: 0,
  SOH: 1,
  BACKSPACE: 8,
  TABULATION: 9,
  LINE_FEED: 10,
  FORM_FEED: 12,
  CARRIAGE_RETURN: 13,
  ESCAPE: 27,
  SO: 14,
  US: 31,
  SPACE: 32,
  QUOTATION_MARK: 34,
  HASH: 35,
  SINGLE_QUOTE: 39,
  PLUS_SIGN: 43,
  COMMA: 44,
  DASH: 45,
  DOT: 46,
  DIGIT_0: 48,
  DIGIT_1: 49,
  DIGIT_2: 50,
  DIGIT_3: 51,
  DIGIT_7: 55,
  DIGIT_9: 57,
  COLON: 58,
  EQUALS_SIGN: 61,
  LATIN_CAPITAL_A: 65,
  LATIN_CAPITAL_E: 69,
  LATIN_CAPITAL_F: 70,
  LATIN_CAPITAL_T: 84,
  LATIN_CAPITAL_U: 85,
  LATIN_CAPITAL_Z: 90,
  LEFT_BRACKET: 91,
  BACKSLASH: 92,
  RIGHT_BRACKET: 93,
  UNDERSCORE: 95,
  LATIN_SMALL_A: 97,
  LATIN_SMALL_B: 98,
  LATIN_SMALL_E: 101,
  LATIN_SMALL_F: 102,
  LATIN_SMALL_I: 105,
  LATIN_SMALL_L: 108,
  LATIN_SMALL_N: 110,
  LATIN_SMALL_O: 111,
  LATIN_SMALL_R: 114,
  LATIN_SMALL_S: 115,
  LATIN_SMALL_T: 116,
  LATIN_SMALL_U: 117,
  LATIN_SMALL_X: 120,
  LATIN_SMALL_Z: 122,
  LEFT_BRACE: 123,
  RIGHT_BRACE: 125,
  TILDE: 126,
  DELETE: 127,
  PAD: 128,
  SUPERSCRIPT_TWO: 178,
  SUPERSCRIPT_THREE: 179,
  SUPERSCRIPT_ONE: 185,
  VULGAR_FRACTION_ONE_QUARTER: 188,
  VULGAR_FRACTION_THREE_QUARTERS: 190,
  LATIN_CAPITAL_LETTER_A_WITH_GRAVE: 192,
  LATIN_CAPITAL_LETTER_O_WITH_DIAERESIS: 214,
  LATIN_CAPITAL_LETTER_O_WITH_STROKE: 216,
  LATIN_SMALL_LETTER_O_WITH_DIAERESIS: 246,
  LATIN_SMALL_LETTER_O_WITH_STROKE: 248,
  GREEK_SMALL_REVERSED_DOTTED_LUNATE_SIGMA_SYMBOL: 891,
  GREEK_CAPITAL_LETTER_YOT: 895,
  CP_1FFF: 8191,
  ZERO_WIDTH_NON_JOINER: 8204,
  ZERO_WIDTH_JOINER: 8205,
  UNDERTIE: 8255,
  CHARACTER_TIE: 8256,
  SUPERSCRIPT_ZERO: 8304,
  CP_218F: 8591,
  CIRCLED_DIGIT_ONE: 9312,
  NEGATIVE_CIRCLED_DIGIT_ZERO: 9471,
  GLAGOLITIC_CAPITAL_LETTER_AZU: 11264,
  CP_2FEF: 12271,
  IDEOGRAPHIC_COMMA: 12289,
  CP_D7FF: 55295,
  CP_E000: 57344,
  CJK_COMPATIBILITY_IDEOGRAPH_F900: 63744,
  ARABIC_LIGATURE_SALAAMUHU_ALAYNAA: 64975,
  ARABIC_LIGATURE_SALLA_USED_AS_KORANIC_STOP_SIGN_ISOLATED_FORM: 65008,
  REPLACEMENT_CHARACTER: 65533,
  LINEAR_B_SYLLABLE_B008_A: 65536,
  CP_EFFFF: 983039,
  CP_10FFFF: 1114111
};
function isControl(cp) {
  return cp >= CodePoint.NULL && cp <= CodePoint.US;
}
function isWhitespace(cp) {
  return cp === CodePoint.TABULATION || cp === CodePoint.SPACE;
}
function isEOL(cp) {
  return cp === CodePoint.LINE_FEED || cp === CodePoint.CARRIAGE_RETURN;
}
function isUpperLetter(cp) {
  return cp >= CodePoint.LATIN_CAPITAL_A && cp <= CodePoint.LATIN_CAPITAL_Z;
}
function isLowerLetter(cp) {
  return cp >= CodePoint.LATIN_SMALL_A && cp <= CodePoint.LATIN_SMALL_Z;
}
function isLetter(cp) {
  return isLowerLetter(cp) || isUpperLetter(cp);
}
function isDigit2(cp) {
  return cp >= CodePoint.DIGIT_0 && cp <= CodePoint.DIGIT_9;
}
function isHexDig(cp) {
  return isDigit2(cp) || cp >= CodePoint.LATIN_SMALL_A && cp <= CodePoint.LATIN_SMALL_F || cp >= CodePoint.LATIN_CAPITAL_A && cp <= CodePoint.LATIN_CAPITAL_F;
}
function isOctalDig(cp) {
  return cp >= CodePoint.DIGIT_0 && cp <= CodePoint.DIGIT_7;
}
function isUnicodeScalarValue(cp) {
  return cp >= 0 && cp <= 55295 || cp >= 57344 && cp <= 1114111;
}
function sortedLastIndex(array, value2) {
  let low = 0;
  let high = array.length;
  while (low < high) {
    const mid = low + high >>> 1;
    const val = array[mid];
    if (val === value2) return mid + 1;
    if (val < value2) low = mid + 1;
    else high = mid;
  }
  return low;
}
var Locations = class {
  constructor() {
    this.offsets = [];
  }
  addOffset(offset) {
    for (let i = this.offsets.length - 1; i >= 0; i--) {
      const element2 = this.offsets[i];
      if (element2 === offset) return;
      if (element2 < offset) break;
    }
    this.offsets.push(offset);
  }
  /**
  * Calculate the location of the given index.
  * @param index The index to calculate their location.
  * @returns The location of the index.
  */
  getLocFromIndex(offset) {
    const line = sortedLastIndex(this.offsets, offset) + 1;
    return {
      line,
      column: offset - (line === 1 ? 0 : this.offsets[line - 2])
    };
  }
};
var CodePointIterator = class {
  /**
  * Initialize this char iterator.
  */
  constructor(text) {
    this.locs = new Locations();
    this.lastCodePoint = CodePoint.NULL;
    this.start = -1;
    this.end = 0;
    this.text = text;
  }
  next() {
    if (this.lastCodePoint === CodePoint.EOF) return CodePoint.EOF;
    return this.lastCodePoint = this.moveAt(this.end);
  }
  getLocFromIndex(index2) {
    return this.locs.getLocFromIndex(index2);
  }
  eat(cp) {
    if (this.text.codePointAt(this.end) === cp) {
      this.next();
      return true;
    }
    return false;
  }
  moveAt(offset) {
    this.start = this.end = offset;
    const cp = this.text.codePointAt(this.start) ?? CodePoint.EOF;
    if (cp === CodePoint.EOF) {
      this.end = this.start;
      return cp;
    }
    this.end += cp >= 65536 ? 2 : 1;
    if (cp === CodePoint.LINE_FEED) this.locs.addOffset(this.end);
    else if (cp === CodePoint.CARRIAGE_RETURN) {
      if (this.text.codePointAt(this.end) === CodePoint.LINE_FEED) {
        this.end++;
        this.locs.addOffset(this.end);
      }
      return CodePoint.LINE_FEED;
    }
    return cp;
  }
};
var HAS_BIGINT = typeof BigInt !== "undefined";
var RADIX_PREFIXES = {
  16: "0x",
  10: "",
  8: "0o",
  2: "0b"
};
var ESCAPES_1_0 = {
  [CodePoint.QUOTATION_MARK]: CodePoint.QUOTATION_MARK,
  [CodePoint.BACKSLASH]: CodePoint.BACKSLASH,
  [CodePoint.LATIN_SMALL_B]: CodePoint.BACKSPACE,
  [CodePoint.LATIN_SMALL_F]: CodePoint.FORM_FEED,
  [CodePoint.LATIN_SMALL_N]: CodePoint.LINE_FEED,
  [CodePoint.LATIN_SMALL_R]: CodePoint.CARRIAGE_RETURN,
  [CodePoint.LATIN_SMALL_T]: CodePoint.TABULATION
};
var ESCAPES_LATEST = {
  ...ESCAPES_1_0,
  [CodePoint.LATIN_SMALL_E]: CodePoint.ESCAPE
};
var Tokenizer = class {
  /**
  * Initialize this tokenizer.
  */
  constructor(text, parserOptions) {
    this.backCode = false;
    this.lastCodePoint = CodePoint.NULL;
    this.state = "DATA";
    this.token = null;
    this.tokenStart = -1;
    this.valuesEnabled = false;
    this.text = text;
    this.parserOptions = parserOptions || {};
    this.codePointIterator = new CodePointIterator(text);
    this.tomlVersion = getTOMLVer(this.parserOptions.tomlVersion);
    this.ESCAPES = this.tomlVersion.gte(1, 1) ? ESCAPES_LATEST : ESCAPES_1_0;
  }
  get start() {
    return this.codePointIterator.start;
  }
  get end() {
    return this.codePointIterator.end;
  }
  getLocFromIndex(index2) {
    return this.codePointIterator.getLocFromIndex(index2);
  }
  /**
  * Report an invalid character error.
  */
  reportParseError(code, data) {
    const offset = this.codePointIterator.start;
    const loc = this.codePointIterator.getLocFromIndex(offset);
    throw new ParseError(code, offset, loc.line, loc.column, data);
  }
  /**
  * Get the next token.
  */
  nextToken() {
    let token = this.token;
    if (token != null) {
      this.token = null;
      return token;
    }
    let cp = this.lastCodePoint;
    while (cp !== CodePoint.EOF && !this.token) {
      cp = this.nextCode();
      const nextState = this[this.state](cp);
      if (!nextState) throw new Error(`Unknown error: pre state=${this.state}`);
      this.state = nextState;
    }
    token = this.token;
    this.token = null;
    return token;
  }
  /**
  * Get the next code point.
  */
  nextCode() {
    if (this.lastCodePoint === CodePoint.EOF) return CodePoint.EOF;
    if (this.backCode) {
      this.backCode = false;
      return this.lastCodePoint;
    }
    return this.lastCodePoint = this.codePointIterator.next();
  }
  /**
  * Eat the next code point.
  */
  eatCode(cp) {
    if (this.lastCodePoint === CodePoint.EOF) return false;
    if (this.backCode) {
      if (this.lastCodePoint === cp) {
        this.backCode = false;
        return true;
      }
      return false;
    }
    return this.codePointIterator.eat(cp);
  }
  /**
  * Moves the character position to the given position.
  */
  moveAt(loc) {
    if (this.backCode) this.backCode = false;
    this.lastCodePoint = this.codePointIterator.moveAt(loc);
  }
  /**
  * Back the current code point as the given state.
  */
  back(state) {
    this.backCode = true;
    return state;
  }
  punctuatorToken() {
    this.startToken();
    this.endToken("Punctuator", "end");
  }
  startToken() {
    this.tokenStart = this.codePointIterator.start;
  }
  /**
  * Commit the current token.
  */
  endToken(type, pos2, option1, option2) {
    const { tokenStart } = this;
    const end = this.codePointIterator[pos2];
    const range = [tokenStart, end];
    const loc = {
      start: this.codePointIterator.getLocFromIndex(tokenStart),
      end: this.codePointIterator.getLocFromIndex(end)
    };
    if (type === "Block") this.token = {
      type,
      value: this.text.slice(tokenStart + 1, end),
      range,
      loc
    };
    else {
      let token;
      const value2 = this.text.slice(tokenStart, end);
      if (type === "BasicString" || type === "LiteralString" || type === "MultiLineBasicString" || type === "MultiLineLiteralString") token = {
        type,
        value: value2,
        string: option1,
        range,
        loc
      };
      else if (type === "Integer") {
        const text = option1;
        token = {
          type,
          value: value2,
          number: parseInt(text, option2),
          bigint: HAS_BIGINT ? BigInt(RADIX_PREFIXES[option2] + text) : null,
          range,
          loc
        };
      } else if (type === "Float") token = {
        type,
        value: value2,
        number: option1,
        range,
        loc
      };
      else if (type === "Boolean") token = {
        type,
        value: value2,
        boolean: option1,
        range,
        loc
      };
      else if (type === "LocalDate" || type === "LocalTime" || type === "LocalDateTime" || type === "OffsetDateTime") token = {
        type,
        value: value2,
        date: option1,
        range,
        loc
      };
      else token = {
        type,
        value: value2,
        range,
        loc
      };
      this.token = token;
    }
  }
  DATA(cp) {
    while (isWhitespace(cp) || isEOL(cp)) cp = this.nextCode();
    if (cp === CodePoint.HASH) {
      this.startToken();
      return "COMMENT";
    }
    if (cp === CodePoint.QUOTATION_MARK) {
      this.startToken();
      return "BASIC_STRING";
    }
    if (cp === CodePoint.SINGLE_QUOTE) {
      this.startToken();
      return "LITERAL_STRING";
    }
    if (cp === CodePoint.DOT || cp === CodePoint.EQUALS_SIGN || cp === CodePoint.LEFT_BRACKET || cp === CodePoint.RIGHT_BRACKET || cp === CodePoint.LEFT_BRACE || cp === CodePoint.RIGHT_BRACE || cp === CodePoint.COMMA) {
      this.punctuatorToken();
      return "DATA";
    }
    if (this.valuesEnabled) {
      if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN) {
        this.startToken();
        return "SIGN";
      }
      if (cp === CodePoint.LATIN_SMALL_N || cp === CodePoint.LATIN_SMALL_I) {
        this.startToken();
        return this.back("NAN_OR_INF");
      }
      if (isDigit2(cp)) {
        this.startToken();
        return this.back("NUMBER");
      }
      if (cp === CodePoint.LATIN_SMALL_T || cp === CodePoint.LATIN_SMALL_F) {
        this.startToken();
        return this.back("BOOLEAN");
      }
    } else if (isUnquotedKeyChar(cp, this.tomlVersion)) {
      this.startToken();
      return "BARE";
    }
    if (cp === CodePoint.EOF) return "DATA";
    return this.reportParseError("unexpected-char");
  }
  COMMENT(cp) {
    const processCommentChar = this.tomlVersion.gte(1, 1) ? (c) => {
      if (!isNonEOL(c)) this.reportParseError("invalid-comment-character", { cp: JSON.stringify(String.fromCodePoint(c)).slice(1, -1) });
    } : (c) => {
      if (isControlOtherThanTab(c)) this.reportParseErrorControlChar();
    };
    while (!isEOL(cp) && cp !== CodePoint.EOF) {
      processCommentChar(cp);
      cp = this.nextCode();
    }
    this.endToken("Block", "start");
    return "DATA";
  }
  BARE(cp) {
    while (isUnquotedKeyChar(cp, this.tomlVersion)) cp = this.nextCode();
    this.endToken("Bare", "start");
    return this.back("DATA");
  }
  BASIC_STRING(cp) {
    if (cp === CodePoint.QUOTATION_MARK) {
      cp = this.nextCode();
      if (cp === CodePoint.QUOTATION_MARK) return "MULTI_LINE_BASIC_STRING";
      this.endToken("BasicString", "start", "");
      return this.back("DATA");
    }
    const out = [];
    while (cp !== CodePoint.QUOTATION_MARK && cp !== CodePoint.EOF && cp !== CodePoint.LINE_FEED) {
      if (isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
      if (cp === CodePoint.BACKSLASH) {
        cp = this.nextCode();
        const ecp = this.ESCAPES[cp];
        if (ecp) {
          out.push(ecp);
          cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_SMALL_U) {
          const code = this.parseUnicode(4);
          out.push(code);
          cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_CAPITAL_U) {
          const code = this.parseUnicode(8);
          out.push(code);
          cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_SMALL_X && this.tomlVersion.gte(1, 1)) {
          const code = this.parseUnicode(2);
          out.push(code);
          cp = this.nextCode();
          continue;
        }
        return this.reportParseError("invalid-char-in-escape-sequence");
      }
      out.push(cp);
      cp = this.nextCode();
    }
    if (cp !== CodePoint.QUOTATION_MARK) return this.reportParseError("unterminated-string");
    this.endToken("BasicString", "end", String.fromCodePoint(...out));
    return "DATA";
  }
  MULTI_LINE_BASIC_STRING(cp) {
    const out = [];
    if (cp === CodePoint.LINE_FEED) cp = this.nextCode();
    while (cp !== CodePoint.EOF) {
      if (cp !== CodePoint.LINE_FEED && isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
      if (cp === CodePoint.QUOTATION_MARK) {
        const startPos = this.codePointIterator.start;
        if (this.eatCode(CodePoint.QUOTATION_MARK) && this.eatCode(CodePoint.QUOTATION_MARK)) {
          if (this.eatCode(CodePoint.QUOTATION_MARK)) {
            out.push(CodePoint.QUOTATION_MARK);
            if (this.eatCode(CodePoint.QUOTATION_MARK)) {
              out.push(CodePoint.QUOTATION_MARK);
              if (this.eatCode(CodePoint.QUOTATION_MARK)) {
                this.moveAt(startPos);
                return this.reportParseError("invalid-three-quotes");
              }
            }
          }
          this.endToken("MultiLineBasicString", "end", String.fromCodePoint(...out));
          return "DATA";
        }
        this.moveAt(startPos);
      }
      if (cp === CodePoint.BACKSLASH) {
        cp = this.nextCode();
        const ecp = this.ESCAPES[cp];
        if (ecp) {
          out.push(ecp);
          cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_SMALL_U) {
          const code = this.parseUnicode(4);
          out.push(code);
          cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_CAPITAL_U) {
          const code = this.parseUnicode(8);
          out.push(code);
          cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_SMALL_X && this.tomlVersion.gte(1, 1)) {
          const code = this.parseUnicode(2);
          out.push(code);
          cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LINE_FEED) {
          cp = this.nextCode();
          while (isWhitespace(cp) || cp === CodePoint.LINE_FEED) cp = this.nextCode();
          continue;
        } else if (isWhitespace(cp)) {
          let valid = true;
          const startPos = this.codePointIterator.start;
          let nextCp;
          while ((nextCp = this.nextCode()) !== CodePoint.EOF) {
            if (nextCp === CodePoint.LINE_FEED) break;
            if (!isWhitespace(nextCp)) {
              this.moveAt(startPos);
              valid = false;
              break;
            }
          }
          if (valid) {
            cp = this.nextCode();
            while (isWhitespace(cp) || cp === CodePoint.LINE_FEED) cp = this.nextCode();
            continue;
          }
        }
        return this.reportParseError("invalid-char-in-escape-sequence");
      }
      out.push(cp);
      cp = this.nextCode();
    }
    return this.reportParseError("unterminated-string");
  }
  LITERAL_STRING(cp) {
    if (cp === CodePoint.SINGLE_QUOTE) {
      cp = this.nextCode();
      if (cp === CodePoint.SINGLE_QUOTE) return "MULTI_LINE_LITERAL_STRING";
      this.endToken("LiteralString", "start", "");
      return this.back("DATA");
    }
    const out = [];
    while (cp !== CodePoint.SINGLE_QUOTE && cp !== CodePoint.EOF && cp !== CodePoint.LINE_FEED) {
      if (isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
      out.push(cp);
      cp = this.nextCode();
    }
    if (cp !== CodePoint.SINGLE_QUOTE) return this.reportParseError("unterminated-string");
    this.endToken("LiteralString", "end", String.fromCodePoint(...out));
    return "DATA";
  }
  MULTI_LINE_LITERAL_STRING(cp) {
    const out = [];
    if (cp === CodePoint.LINE_FEED) cp = this.nextCode();
    while (cp !== CodePoint.EOF) {
      if (cp !== CodePoint.LINE_FEED && isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
      if (cp === CodePoint.SINGLE_QUOTE) {
        const startPos = this.codePointIterator.start;
        if (this.eatCode(CodePoint.SINGLE_QUOTE) && this.eatCode(CodePoint.SINGLE_QUOTE)) {
          if (this.eatCode(CodePoint.SINGLE_QUOTE)) {
            out.push(CodePoint.SINGLE_QUOTE);
            if (this.eatCode(CodePoint.SINGLE_QUOTE)) {
              out.push(CodePoint.SINGLE_QUOTE);
              if (this.eatCode(CodePoint.SINGLE_QUOTE)) {
                this.moveAt(startPos);
                return this.reportParseError("invalid-three-quotes");
              }
            }
          }
          this.endToken("MultiLineLiteralString", "end", String.fromCodePoint(...out));
          return "DATA";
        }
        this.moveAt(startPos);
      }
      out.push(cp);
      cp = this.nextCode();
    }
    return this.reportParseError("unterminated-string");
  }
  SIGN(cp) {
    if (cp === CodePoint.LATIN_SMALL_N || cp === CodePoint.LATIN_SMALL_I) return this.back("NAN_OR_INF");
    if (isDigit2(cp)) return this.back("NUMBER");
    return this.reportParseError("unexpected-char");
  }
  NAN_OR_INF(cp) {
    if (cp === CodePoint.LATIN_SMALL_N) {
      const startPos = this.codePointIterator.start;
      if (this.eatCode(CodePoint.LATIN_SMALL_A) && this.eatCode(CodePoint.LATIN_SMALL_N)) {
        this.endToken("Float", "end", NaN);
        return "DATA";
      }
      this.moveAt(startPos);
    } else if (cp === CodePoint.LATIN_SMALL_I) {
      const startPos = this.codePointIterator.start;
      if (this.eatCode(CodePoint.LATIN_SMALL_N) && this.eatCode(CodePoint.LATIN_SMALL_F)) {
        this.endToken("Float", "end", this.text[this.tokenStart] === "-" ? -Infinity : Infinity);
        return "DATA";
      }
      this.moveAt(startPos);
    }
    return this.reportParseError("unexpected-char");
  }
  NUMBER(cp) {
    const start = this.text[this.tokenStart];
    const sign = start === "+" ? CodePoint.PLUS_SIGN : start === "-" ? CodePoint.DASH : CodePoint.NULL;
    if (cp === CodePoint.DIGIT_0) {
      if (sign === CodePoint.NULL) {
        const startPos = this.codePointIterator.start;
        const nextCp$1 = this.nextCode();
        if (isDigit2(nextCp$1)) {
          const nextNextCp = this.nextCode();
          if (nextNextCp === CodePoint.COLON) {
            this.data = {
              hasDate: false,
              year: 0,
              month: 0,
              day: 0,
              hour: Number(String.fromCodePoint(CodePoint.DIGIT_0, nextCp$1)),
              minute: 0,
              second: 0
            };
            return "TIME_MINUTE";
          }
          if (isDigit2(nextNextCp)) {
            const nextNextNextCp = this.nextCode();
            if (isDigit2(nextNextNextCp) && this.eatCode(CodePoint.DASH)) {
              this.data = {
                hasDate: true,
                year: Number(String.fromCodePoint(CodePoint.DIGIT_0, nextCp$1, nextNextCp, nextNextNextCp)),
                month: 0,
                day: 0,
                hour: 0,
                minute: 0,
                second: 0
              };
              return "DATE_MONTH";
            }
          }
          this.moveAt(startPos);
          return this.reportParseError("invalid-leading-zero");
        }
        this.moveAt(startPos);
      }
      cp = this.nextCode();
      if (cp === CodePoint.LATIN_SMALL_X || cp === CodePoint.LATIN_SMALL_O || cp === CodePoint.LATIN_SMALL_B) {
        if (sign !== CodePoint.NULL) return this.reportParseError("unexpected-char");
        return cp === CodePoint.LATIN_SMALL_X ? "HEX" : cp === CodePoint.LATIN_SMALL_O ? "OCTAL" : "BINARY";
      }
      if (cp === CodePoint.LATIN_SMALL_E || cp === CodePoint.LATIN_CAPITAL_E) {
        this.data = {
          minus: sign === CodePoint.DASH,
          left: [CodePoint.DIGIT_0]
        };
        return "EXPONENT_RIGHT";
      }
      if (cp === CodePoint.DOT) {
        this.data = {
          minus: sign === CodePoint.DASH,
          absInt: [CodePoint.DIGIT_0]
        };
        return "FRACTIONAL_RIGHT";
      }
      this.endToken("Integer", "start", "0", 10);
      return this.back("DATA");
    }
    const { out, nextCp, hasUnderscore } = this.parseDigits(cp, isDigit2);
    if (nextCp === CodePoint.DASH && sign === CodePoint.NULL && !hasUnderscore && out.length === 4) {
      this.data = {
        hasDate: true,
        year: Number(String.fromCodePoint(...out)),
        month: 0,
        day: 0,
        hour: 0,
        minute: 0,
        second: 0
      };
      return "DATE_MONTH";
    }
    if (nextCp === CodePoint.COLON && sign === CodePoint.NULL && !hasUnderscore && out.length === 2) {
      this.data = {
        hasDate: false,
        year: 0,
        month: 0,
        day: 0,
        hour: Number(String.fromCodePoint(...out)),
        minute: 0,
        second: 0
      };
      return "TIME_MINUTE";
    }
    if (nextCp === CodePoint.LATIN_SMALL_E || nextCp === CodePoint.LATIN_CAPITAL_E) {
      this.data = {
        minus: sign === CodePoint.DASH,
        left: out
      };
      return "EXPONENT_RIGHT";
    }
    if (nextCp === CodePoint.DOT) {
      this.data = {
        minus: sign === CodePoint.DASH,
        absInt: out
      };
      return "FRACTIONAL_RIGHT";
    }
    this.endToken("Integer", "start", sign === CodePoint.DASH ? String.fromCodePoint(CodePoint.DASH, ...out) : String.fromCodePoint(...out), 10);
    return this.back("DATA");
  }
  HEX(cp) {
    const { out } = this.parseDigits(cp, isHexDig);
    this.endToken("Integer", "start", String.fromCodePoint(...out), 16);
    return this.back("DATA");
  }
  OCTAL(cp) {
    const { out } = this.parseDigits(cp, isOctalDig);
    this.endToken("Integer", "start", String.fromCodePoint(...out), 8);
    return this.back("DATA");
  }
  BINARY(cp) {
    const { out } = this.parseDigits(cp, (c) => c === CodePoint.DIGIT_0 || c === CodePoint.DIGIT_1);
    this.endToken("Integer", "start", String.fromCodePoint(...out), 2);
    return this.back("DATA");
  }
  FRACTIONAL_RIGHT(cp) {
    const { minus, absInt } = this.data;
    const { out, nextCp } = this.parseDigits(cp, isDigit2);
    const absNum = [
      ...absInt,
      CodePoint.DOT,
      ...out
    ];
    if (nextCp === CodePoint.LATIN_SMALL_E || nextCp === CodePoint.LATIN_CAPITAL_E) {
      this.data = {
        minus,
        left: absNum
      };
      return "EXPONENT_RIGHT";
    }
    const value2 = Number(minus ? String.fromCodePoint(CodePoint.DASH, ...absNum) : String.fromCodePoint(...absNum));
    this.endToken("Float", "start", value2);
    return this.back("DATA");
  }
  EXPONENT_RIGHT(cp) {
    const { left, minus: leftMinus } = this.data;
    let minus = false;
    if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN) {
      minus = cp === CodePoint.DASH;
      cp = this.nextCode();
    }
    const { out } = this.parseDigits(cp, isDigit2);
    const right = out;
    if (minus) right.unshift(CodePoint.DASH);
    const value2 = Number(leftMinus ? String.fromCodePoint(CodePoint.DASH, ...left, CodePoint.LATIN_SMALL_E, ...right) : String.fromCodePoint(...left, CodePoint.LATIN_SMALL_E, ...right));
    this.endToken("Float", "start", value2);
    return this.back("DATA");
  }
  BOOLEAN(cp) {
    if (cp === CodePoint.LATIN_SMALL_T) {
      const startPos = this.codePointIterator.start;
      if (this.eatCode(CodePoint.LATIN_SMALL_R) && this.eatCode(CodePoint.LATIN_SMALL_U) && this.eatCode(CodePoint.LATIN_SMALL_E)) {
        this.endToken("Boolean", "end", true);
        return "DATA";
      }
      this.moveAt(startPos);
    } else if (cp === CodePoint.LATIN_SMALL_F) {
      const startPos = this.codePointIterator.start;
      if (this.eatCode(CodePoint.LATIN_SMALL_A) && this.eatCode(CodePoint.LATIN_SMALL_L) && this.eatCode(CodePoint.LATIN_SMALL_S) && this.eatCode(CodePoint.LATIN_SMALL_E)) {
        this.endToken("Boolean", "end", false);
        return "DATA";
      }
      this.moveAt(startPos);
    }
    return this.reportParseError("unexpected-char");
  }
  DATE_MONTH(cp) {
    const start = this.codePointIterator.start;
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    cp = this.nextCode();
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    cp = this.nextCode();
    if (cp !== CodePoint.DASH) return this.reportParseError("unexpected-char");
    const end = this.codePointIterator.start;
    const data = this.data;
    data.month = Number(this.text.slice(start, end));
    return "DATE_DAY";
  }
  DATE_DAY(cp) {
    const start = this.codePointIterator.start;
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    cp = this.nextCode();
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    const end = this.codePointIterator.end;
    const data = this.data;
    data.day = Number(this.text.slice(start, end));
    if (!isValidDate(data.year, data.month, data.day)) return this.reportParseError("invalid-date");
    cp = this.nextCode();
    if (cp === CodePoint.LATIN_CAPITAL_T || cp === CodePoint.LATIN_SMALL_T) return "TIME_HOUR";
    if (cp === CodePoint.SPACE) {
      const startPos = this.codePointIterator.start;
      if (isDigit2(this.nextCode()) && isDigit2(this.nextCode())) {
        this.moveAt(startPos);
        return "TIME_HOUR";
      }
      this.moveAt(startPos);
    }
    const dateValue = getDateFromDateTimeData(data, "");
    this.endToken("LocalDate", "start", dateValue);
    return this.back("DATA");
  }
  TIME_HOUR(cp) {
    const start = this.codePointIterator.start;
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    cp = this.nextCode();
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    cp = this.nextCode();
    if (cp !== CodePoint.COLON) return this.reportParseError("unexpected-char");
    const end = this.codePointIterator.start;
    const data = this.data;
    data.hour = Number(this.text.slice(start, end));
    return "TIME_MINUTE";
  }
  TIME_MINUTE(cp) {
    const start = this.codePointIterator.start;
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    cp = this.nextCode();
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    const end = this.codePointIterator.end;
    const data = this.data;
    data.minute = Number(this.text.slice(start, end));
    cp = this.nextCode();
    if (cp === CodePoint.COLON) return "TIME_SECOND";
    if (this.tomlVersion.lt(1, 1)) return this.reportParseError("unexpected-char");
    if (!isValidTime(data.hour, data.minute, data.second)) return this.reportParseError("invalid-time");
    return this.processTimeEnd(cp, data);
  }
  TIME_SECOND(cp) {
    const start = this.codePointIterator.start;
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    cp = this.nextCode();
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    const end = this.codePointIterator.end;
    const data = this.data;
    data.second = Number(this.text.slice(start, end));
    if (!isValidTime(data.hour, data.minute, data.second)) return this.reportParseError("invalid-time");
    cp = this.nextCode();
    if (cp === CodePoint.DOT) return "TIME_SEC_FRAC";
    return this.processTimeEnd(cp, data);
  }
  TIME_SEC_FRAC(cp) {
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    const start = this.codePointIterator.start;
    while (isDigit2(cp)) cp = this.nextCode();
    const end = this.codePointIterator.start;
    const data = this.data;
    data.frac = this.text.slice(start, end);
    return this.processTimeEnd(cp, data);
  }
  processTimeEnd(cp, data) {
    if (data.hasDate) {
      if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN) {
        data.offsetSign = cp;
        return "TIME_OFFSET";
      }
      if (cp === CodePoint.LATIN_CAPITAL_Z || cp === CodePoint.LATIN_SMALL_Z) {
        const dateValue$2 = getDateFromDateTimeData(data, "Z");
        this.endToken("OffsetDateTime", "end", dateValue$2);
        return "DATA";
      }
      const dateValue$1 = getDateFromDateTimeData(data, "");
      this.endToken("LocalDateTime", "start", dateValue$1);
      return this.back("DATA");
    }
    const dateValue = getDateFromDateTimeData(data, "");
    this.endToken("LocalTime", "start", dateValue);
    return this.back("DATA");
  }
  TIME_OFFSET(cp) {
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    const hourStart = this.codePointIterator.start;
    cp = this.nextCode();
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    cp = this.nextCode();
    if (cp !== CodePoint.COLON) return this.reportParseError("unexpected-char");
    const hourEnd = this.codePointIterator.start;
    cp = this.nextCode();
    const minuteStart = this.codePointIterator.start;
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    cp = this.nextCode();
    if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
    const minuteEnd = this.codePointIterator.end;
    const hour = Number(this.text.slice(hourStart, hourEnd));
    const minute = Number(this.text.slice(minuteStart, minuteEnd));
    if (!isValidTime(hour, minute, 0)) return this.reportParseError("invalid-time");
    const data = this.data;
    const dateValue = getDateFromDateTimeData(data, `${String.fromCodePoint(data.offsetSign)}${padStart(hour, 2)}:${padStart(minute, 2)}`);
    this.endToken("OffsetDateTime", "end", dateValue);
    return "DATA";
  }
  parseDigits(cp, checkDigit) {
    if (cp === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
    if (!checkDigit(cp)) return this.reportParseError("unexpected-char");
    const out = [];
    let before = CodePoint.NULL;
    let hasUnderscore = false;
    while (checkDigit(cp) || cp === CodePoint.UNDERSCORE) {
      if (cp === CodePoint.UNDERSCORE) {
        hasUnderscore = true;
        if (before === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
      } else out.push(cp);
      before = cp;
      cp = this.nextCode();
    }
    if (before === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
    return {
      out,
      nextCp: cp,
      hasUnderscore
    };
  }
  parseUnicode(count) {
    const startLoc = this.codePointIterator.start;
    const start = this.codePointIterator.end;
    let charCount = 0;
    let cp;
    while ((cp = this.nextCode()) !== CodePoint.EOF) {
      if (!isHexDig(cp)) {
        this.moveAt(startLoc);
        return this.reportParseError("invalid-char-in-escape-sequence");
      }
      charCount++;
      if (charCount >= count) break;
    }
    const end = this.codePointIterator.end;
    const code = this.text.slice(start, end);
    const codePoint = parseInt(code, 16);
    if (!isUnicodeScalarValue(codePoint)) return this.reportParseError("invalid-code-point", { cp: code });
    return codePoint;
  }
  reportParseErrorControlChar() {
    return this.reportParseError("invalid-control-character");
  }
};
function isUnquotedKeyChar(cp, tomlVersion) {
  if (isLetter(cp) || isDigit2(cp) || cp === CodePoint.UNDERSCORE || cp === CodePoint.DASH) return true;
  if (tomlVersion.lt(1, 1)) return false;
  return false;
}
function isControlOtherThanTab(cp) {
  return isControl(cp) && cp !== CodePoint.TABULATION || cp === CodePoint.DELETE;
}
function isNonEOL(cp) {
  return cp === CodePoint.TABULATION || CodePoint.SPACE <= cp && cp <= CodePoint.TILDE || isNonAscii(cp);
}
function isNonAscii(cp) {
  return CodePoint.PAD <= cp && cp <= CodePoint.CP_D7FF || CodePoint.CP_E000 <= cp && cp <= CodePoint.CP_10FFFF;
}
function isValidDate(y, m, d) {
  if (y >= 0 && m <= 12 && m >= 1 && d >= 1) return d <= (m === 2 ? y & 3 || !(y % 25) && y & 15 ? 28 : 29 : 30 + (m + (m >> 3) & 1));
  return false;
}
function isValidTime(h, m, s) {
  if (h >= 24 || h < 0 || m > 59 || m < 0 || s > 60 || s < 0) return false;
  return true;
}
function getDateFromDateTimeData(data, timeZone) {
  const year = padStart(data.year, 4);
  const month = data.month ? padStart(data.month, 2) : "01";
  const day = data.day ? padStart(data.day, 2) : "01";
  const hour = padStart(data.hour, 2);
  const minute = padStart(data.minute, 2);
  const second = padStart(data.second, 2);
  const textDate = `${year}-${month}-${day}`;
  const frac = data.frac ? `.${data.frac}` : "";
  const dateValue = /* @__PURE__ */ new Date(`${textDate}T${hour}:${minute}:${second}${frac}${timeZone}`);
  if (!isNaN(dateValue.getTime()) || data.second !== 60) return dateValue;
  return /* @__PURE__ */ new Date(`${textDate}T${hour}:${minute}:59${frac}${timeZone}`);
}
function padStart(num, maxLength) {
  return String(num).padStart(maxLength, "0");
}
var VALUE_KIND_VALUE = /* @__PURE__ */ Symbol("VALUE_KIND_VALUE");
var VALUE_KIND_INTERMEDIATE = /* @__PURE__ */ Symbol("VALUE_KIND_INTERMEDIATE");
var KeysResolver = class {
  constructor(ctx) {
    this.rootKeys = /* @__PURE__ */ new Map();
    this.tables = [];
    this.ctx = ctx;
  }
  applyResolveKeyForTable(node) {
    let keys = this.rootKeys;
    const peekKeyIndex = node.key.keys.length - 1;
    for (let index2 = 0; index2 < peekKeyIndex; index2++) {
      const keyNode = node.key.keys[index2];
      const keyName2 = toKeyName(keyNode);
      node.resolvedKey.push(keyName2);
      let keyStore = keys.get(keyName2);
      if (!keyStore) {
        keyStore = {
          node: keyNode,
          keys: /* @__PURE__ */ new Map()
        };
        keys.set(keyName2, keyStore);
      } else if (keyStore.table === "array") {
        const peekIndex = keyStore.peekIndex;
        node.resolvedKey.push(peekIndex);
        keyStore = keyStore.keys.get(peekIndex);
      }
      keys = keyStore.keys;
    }
    const lastKeyNode = node.key.keys[peekKeyIndex];
    const lastKeyName = toKeyName(lastKeyNode);
    node.resolvedKey.push(lastKeyName);
    const lastKeyStore = keys.get(lastKeyName);
    if (!lastKeyStore) if (node.kind === "array") {
      node.resolvedKey.push(0);
      const newKeyStore = {
        node: lastKeyNode,
        keys: /* @__PURE__ */ new Map()
      };
      keys.set(lastKeyName, {
        table: node.kind,
        node: lastKeyNode,
        keys: /* @__PURE__ */ new Map([[0, newKeyStore]]),
        peekIndex: 0
      });
      this.tables.push({
        node,
        keys: newKeyStore.keys
      });
    } else {
      const newKeyStore = {
        table: node.kind,
        node: lastKeyNode,
        keys: /* @__PURE__ */ new Map()
      };
      keys.set(lastKeyName, newKeyStore);
      this.tables.push({
        node,
        keys: newKeyStore.keys
      });
    }
    else if (!lastKeyStore.table) if (node.kind === "array") this.ctx.reportParseError("dupe-keys", lastKeyNode);
    else {
      const transformKey = {
        table: node.kind,
        node: lastKeyNode,
        keys: lastKeyStore.keys
      };
      keys.set(lastKeyName, transformKey);
      this.tables.push({
        node,
        keys: transformKey.keys
      });
    }
    else if (lastKeyStore.table === "array") if (node.kind === "array") {
      const newKeyStore = {
        node: lastKeyNode,
        keys: /* @__PURE__ */ new Map()
      };
      const newIndex = lastKeyStore.peekIndex + 1;
      node.resolvedKey.push(newIndex);
      lastKeyStore.keys.set(newIndex, newKeyStore);
      lastKeyStore.peekIndex = newIndex;
      this.tables.push({
        node,
        keys: newKeyStore.keys
      });
    } else this.ctx.reportParseError("dupe-keys", lastKeyNode);
    else this.ctx.reportParseError("dupe-keys", lastKeyNode);
  }
  verifyDuplicateKeys(node) {
    for (const body of node.body) if (body.type === "TOMLKeyValue") verifyDuplicateKeysForKeyValue(this.ctx, this.rootKeys, body);
    for (const { node: tableNode, keys } of this.tables) for (const body of tableNode.body) verifyDuplicateKeysForKeyValue(this.ctx, keys, body);
  }
};
function verifyDuplicateKeysForKeyValue(ctx, defineKeys, node) {
  let keys = defineKeys;
  const lastKey = last2(node.key.keys);
  for (const keyNode of node.key.keys) {
    const key = toKeyName(keyNode);
    let defineKey = keys.get(key);
    if (defineKey) {
      if (defineKey.value === VALUE_KIND_VALUE) ctx.reportParseError("dupe-keys", getAfterNode(keyNode, defineKey.node));
      else if (lastKey === keyNode) ctx.reportParseError("dupe-keys", getAfterNode(keyNode, defineKey.node));
      else if (defineKey.table) ctx.reportParseError("dupe-keys", getAfterNode(keyNode, defineKey.node));
      defineKey.value = VALUE_KIND_INTERMEDIATE;
    } else {
      if (lastKey === keyNode) defineKey = {
        value: VALUE_KIND_VALUE,
        node: keyNode,
        keys: /* @__PURE__ */ new Map()
      };
      else defineKey = {
        value: VALUE_KIND_INTERMEDIATE,
        node: keyNode,
        keys: /* @__PURE__ */ new Map()
      };
      keys.set(key, defineKey);
    }
    keys = defineKey.keys;
  }
  if (node.value.type === "TOMLInlineTable") verifyDuplicateKeysForInlineTable(ctx, keys, node.value);
  else if (node.value.type === "TOMLArray") verifyDuplicateKeysForArray(ctx, keys, node.value);
}
function verifyDuplicateKeysForInlineTable(ctx, defineKeys, node) {
  for (const body of node.body) verifyDuplicateKeysForKeyValue(ctx, defineKeys, body);
}
function verifyDuplicateKeysForArray(ctx, defineKeys, node) {
  const keys = defineKeys;
  for (let index2 = 0; index2 < node.elements.length; index2++) {
    const element2 = node.elements[index2];
    let defineKey = keys.get(index2);
    if (defineKey) ctx.reportParseError("dupe-keys", getAfterNode(element2, defineKey.node));
    else {
      defineKey = {
        value: VALUE_KIND_VALUE,
        node: element2,
        keys: /* @__PURE__ */ new Map()
      };
      defineKeys.set(index2, defineKey);
      if (element2.type === "TOMLInlineTable") verifyDuplicateKeysForInlineTable(ctx, defineKey.keys, element2);
      else if (element2.type === "TOMLArray") verifyDuplicateKeysForArray(ctx, defineKey.keys, element2);
    }
  }
}
function getAfterNode(a, b) {
  return a.range[0] <= b.range[0] ? b : a;
}
var Context = class {
  constructor(data) {
    this.tokens = [];
    this.comments = [];
    this.back = null;
    this.stateStack = [];
    this.needNewLine = false;
    this.needSameLine = false;
    this.currToken = null;
    this.prevToken = null;
    this.valueContainerStack = [];
    this.tokenizer = new Tokenizer(data.text, data.parserOptions);
    this.topLevelTable = data.topLevelTable;
    this.table = data.topLevelTable;
    this.keysResolver = new KeysResolver(this);
  }
  /**
  * Get the next token.
  */
  nextToken(option) {
    this.prevToken = this.currToken;
    if (this.back) {
      this.currToken = this.back;
      this.back = null;
    } else this.currToken = this._nextTokenFromTokenizer(option);
    if ((this.needNewLine || this.needSameLine || option?.needSameLine) && this.prevToken && this.currToken) if (this.prevToken.loc.end.line === this.currToken.loc.start.line) {
      if (this.needNewLine) return this.reportParseError("missing-newline", this.currToken);
    } else {
      const needSameLine = this.needSameLine || option?.needSameLine;
      if (needSameLine) return this.reportParseError(needSameLine, this.currToken);
    }
    this.needNewLine = false;
    this.needSameLine = false;
    return this.currToken;
  }
  _nextTokenFromTokenizer(option) {
    const valuesEnabled = this.tokenizer.valuesEnabled;
    if (option?.valuesEnabled) this.tokenizer.valuesEnabled = option.valuesEnabled;
    let token = this.tokenizer.nextToken();
    while (token && token.type === "Block") {
      this.comments.push(token);
      token = this.tokenizer.nextToken();
    }
    if (token) this.tokens.push(token);
    this.tokenizer.valuesEnabled = valuesEnabled;
    return token;
  }
  backToken() {
    if (this.back) throw new Error("Illegal state");
    this.back = this.currToken;
    this.currToken = this.prevToken;
  }
  addValueContainer(valueContainer) {
    this.valueContainerStack.push(valueContainer);
    this.tokenizer.valuesEnabled = true;
  }
  consumeValueContainer() {
    const valueContainer = this.valueContainerStack.pop();
    this.tokenizer.valuesEnabled = this.valueContainerStack.length > 0;
    return valueContainer;
  }
  applyResolveKeyForTable(node) {
    this.keysResolver.applyResolveKeyForTable(node);
  }
  verifyDuplicateKeys() {
    this.keysResolver.verifyDuplicateKeys(this.topLevelTable);
  }
  /**
  * Report an invalid token error.
  */
  reportParseError(code, token) {
    let offset, line, column;
    if (token) {
      offset = token.range[0];
      line = token.loc.start.line;
      column = token.loc.start.column;
    } else {
      offset = this.tokenizer.start;
      const startPos = this.tokenizer.getLocFromIndex(offset);
      line = startPos.line;
      column = startPos.column;
    }
    throw new ParseError(code, offset, line, column);
  }
};
var STATE_FOR_ERROR = { VALUE: "missing-value" };
var STRING_VALUE_STYLE_MAP = {
  BasicString: "basic",
  MultiLineBasicString: "basic",
  LiteralString: "literal",
  MultiLineLiteralString: "literal"
};
var STRING_KEY_STYLE_MAP = {
  BasicString: "basic",
  LiteralString: "literal"
};
var DATETIME_VALUE_KIND_MAP = {
  OffsetDateTime: "offset-date-time",
  LocalDateTime: "local-date-time",
  LocalDate: "local-date",
  LocalTime: "local-time"
};
var TOMLParser = class {
  /**
  * Initialize this parser.
  */
  constructor(text, parserOptions) {
    this.text = text;
    this.parserOptions = parserOptions || {};
    this.tomlVersion = getTOMLVer(this.parserOptions.tomlVersion);
  }
  /**
  * Parse TOML
  */
  parse() {
    const ast = {
      type: "Program",
      body: [],
      sourceType: "module",
      tokens: [],
      comments: [],
      parent: null,
      range: [0, 0],
      loc: {
        start: {
          line: 1,
          column: 0
        },
        end: {
          line: 1,
          column: 0
        }
      }
    };
    const node = {
      type: "TOMLTopLevelTable",
      body: [],
      parent: ast,
      range: cloneRange(ast.range),
      loc: cloneLoc(ast.loc)
    };
    ast.body = [node];
    const ctx = new Context({
      text: this.text,
      parserOptions: this.parserOptions,
      topLevelTable: node
    });
    let token = ctx.nextToken();
    if (token) {
      node.range[0] = token.range[0];
      node.loc.start = clonePos(token.loc.start);
      while (token) {
        const state$1 = ctx.stateStack.pop() || "TABLE";
        ctx.stateStack.push(...this[state$1](token, ctx));
        token = ctx.nextToken();
      }
      const state = ctx.stateStack.pop() || "TABLE";
      if (state in STATE_FOR_ERROR) return ctx.reportParseError(STATE_FOR_ERROR[state], null);
      if (ctx.table.type === "TOMLTable") applyEndLoc(ctx.table, last2(ctx.table.body));
      applyEndLoc(node, last2(node.body));
    }
    ctx.verifyDuplicateKeys();
    ast.tokens = ctx.tokens;
    ast.comments = ctx.comments;
    const endOffset = ctx.tokenizer.end;
    const endPos = ctx.tokenizer.getLocFromIndex(endOffset);
    ast.range[1] = endOffset;
    ast.loc.end = {
      line: endPos.line,
      column: endPos.column
    };
    return ast;
  }
  TABLE(token, ctx) {
    if (isBare(token) || isString(token)) return this.processKeyValue(token, ctx.table, ctx);
    if (isLeftBracket(token)) return this.processTable(token, ctx.topLevelTable, ctx);
    return ctx.reportParseError("unexpected-token", token);
  }
  VALUE(token, ctx) {
    if (isString(token) || isMultiLineString(token)) return this.processStringValue(token, ctx);
    if (isNumber(token)) return this.processNumberValue(token, ctx);
    if (isBoolean(token)) return this.processBooleanValue(token, ctx);
    if (isDateTime(token)) return this.processDateTimeValue(token, ctx);
    if (isLeftBracket(token)) return this.processArray(token, ctx);
    if (isLeftBrace(token)) return this.processInlineTable(token, ctx);
    return ctx.reportParseError("unexpected-token", token);
  }
  processTable(token, topLevelTableNode, ctx) {
    const tableNode = {
      type: "TOMLTable",
      kind: "standard",
      key: null,
      resolvedKey: [],
      body: [],
      parent: topLevelTableNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    if (ctx.table.type === "TOMLTable") applyEndLoc(ctx.table, last2(ctx.table.body));
    topLevelTableNode.body.push(tableNode);
    ctx.table = tableNode;
    let targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
    if (isLeftBracket(targetToken)) {
      if (token.range[1] < targetToken.range[0]) return ctx.reportParseError("invalid-space", targetToken);
      tableNode.kind = "array";
      targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
    }
    if (isRightBracket(targetToken)) return ctx.reportParseError("missing-key", targetToken);
    if (!targetToken) return ctx.reportParseError("unterminated-table-key", null);
    targetToken = this.processKeyNode(targetToken, tableNode, ctx).nextToken;
    if (!isRightBracket(targetToken)) return ctx.reportParseError("unterminated-table-key", targetToken);
    if (tableNode.kind === "array") {
      const rightBracket = targetToken;
      targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
      if (!isRightBracket(targetToken)) return ctx.reportParseError("unterminated-table-key", targetToken);
      if (rightBracket.range[1] < targetToken.range[0]) return ctx.reportParseError("invalid-space", targetToken);
    }
    applyEndLoc(tableNode, targetToken);
    ctx.applyResolveKeyForTable(tableNode);
    ctx.needNewLine = true;
    return [];
  }
  processKeyValue(token, tableNode, ctx) {
    const keyValueNode = {
      type: "TOMLKeyValue",
      key: null,
      value: null,
      parent: tableNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    tableNode.body.push(keyValueNode);
    const { nextToken: targetToken } = this.processKeyNode(token, keyValueNode, ctx);
    if (!isEq(targetToken)) return ctx.reportParseError("missing-equals-sign", targetToken);
    ctx.addValueContainer({
      parent: keyValueNode,
      set: (valNode) => {
        keyValueNode.value = valNode;
        applyEndLoc(keyValueNode, valNode);
        ctx.needNewLine = true;
        return [];
      }
    });
    ctx.needSameLine = "invalid-key-value-newline";
    return ["VALUE"];
  }
  processKeyNode(token, parent2, ctx) {
    if (isDot(token)) ctx.reportParseError("invalid-leading-dot-in-key", token);
    const keyNode = {
      type: "TOMLKey",
      keys: [],
      parent: parent2,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    parent2.key = keyNode;
    let targetToken = token;
    let dotToken = null;
    do {
      if (isBare(targetToken)) this.processBareKey(targetToken, keyNode);
      else if (isString(targetToken)) this.processStringKey(targetToken, keyNode);
      else break;
      dotToken = null;
      targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
      if (!isDot(targetToken)) break;
      dotToken = targetToken;
      targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
    } while (targetToken);
    if (dotToken) ctx.reportParseError(isDot(targetToken) ? "invalid-consecutive-dots-in-key" : "invalid-trailing-dot-in-key", dotToken);
    applyEndLoc(keyNode, last2(keyNode.keys));
    return {
      keyNode,
      nextToken: targetToken
    };
  }
  processBareKey(token, keyNode) {
    const node = {
      type: "TOMLBare",
      name: token.value,
      parent: keyNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    keyNode.keys.push(node);
  }
  processStringKey(token, keyNode) {
    const node = {
      type: "TOMLQuoted",
      kind: "string",
      value: token.string,
      style: STRING_KEY_STYLE_MAP[token.type],
      multiline: false,
      parent: keyNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    keyNode.keys.push(node);
  }
  processStringValue(token, ctx) {
    const valueContainer = ctx.consumeValueContainer();
    const node = {
      type: "TOMLValue",
      kind: "string",
      value: token.string,
      style: STRING_VALUE_STYLE_MAP[token.type],
      multiline: isMultiLineString(token),
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    return valueContainer.set(node);
  }
  processNumberValue(token, ctx) {
    const valueContainer = ctx.consumeValueContainer();
    const text = this.text;
    const [startRange, endRange] = token.range;
    let numberString = null;
    const getNumberText = () => {
      return numberString ?? (numberString = text.slice(startRange, endRange).replace(/_/g, ""));
    };
    let node;
    if (token.type === "Integer") node = {
      type: "TOMLValue",
      kind: "integer",
      value: token.number,
      bigint: token.bigint,
      get number() {
        return getNumberText();
      },
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    else node = {
      type: "TOMLValue",
      kind: "float",
      value: token.number,
      get number() {
        return getNumberText();
      },
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    return valueContainer.set(node);
  }
  processBooleanValue(token, ctx) {
    const valueContainer = ctx.consumeValueContainer();
    const node = {
      type: "TOMLValue",
      kind: "boolean",
      value: token.boolean,
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    return valueContainer.set(node);
  }
  processDateTimeValue(token, ctx) {
    const valueContainer = ctx.consumeValueContainer();
    const node = {
      type: "TOMLValue",
      kind: DATETIME_VALUE_KIND_MAP[token.type],
      value: token.date,
      datetime: token.value,
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    return valueContainer.set(node);
  }
  processArray(token, ctx) {
    const valueContainer = ctx.consumeValueContainer();
    const node = {
      type: "TOMLArray",
      elements: [],
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    const nextToken = ctx.nextToken({ valuesEnabled: true });
    if (isRightBracket(nextToken)) {
      applyEndLoc(node, nextToken);
      return valueContainer.set(node);
    }
    ctx.backToken();
    return this.processArrayValue(node, valueContainer, ctx);
  }
  processArrayValue(node, valueContainer, ctx) {
    ctx.addValueContainer({
      parent: node,
      set: (valNode) => {
        node.elements.push(valNode);
        let nextToken = ctx.nextToken({ valuesEnabled: true });
        const hasComma = isComma(nextToken);
        if (hasComma) nextToken = ctx.nextToken({ valuesEnabled: true });
        if (isRightBracket(nextToken)) {
          applyEndLoc(node, nextToken);
          return valueContainer.set(node);
        }
        if (hasComma) {
          ctx.backToken();
          return this.processArrayValue(node, valueContainer, ctx);
        }
        return ctx.reportParseError(nextToken ? "missing-comma" : "unterminated-array", nextToken);
      }
    });
    return ["VALUE"];
  }
  processInlineTable(token, ctx) {
    const valueContainer = ctx.consumeValueContainer();
    const node = {
      type: "TOMLInlineTable",
      body: [],
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    const needSameLine = this.tomlVersion.gte(1, 1) ? void 0 : "invalid-inline-table-newline";
    const nextToken = ctx.nextToken({ needSameLine });
    if (nextToken) {
      if (isBare(nextToken) || isString(nextToken)) return this.processInlineTableKeyValue(nextToken, node, valueContainer, ctx);
      if (isRightBrace(nextToken)) {
        applyEndLoc(node, nextToken);
        return valueContainer.set(node);
      }
    }
    return ctx.reportParseError("unexpected-token", nextToken);
  }
  processInlineTableKeyValue(token, inlineTableNode, valueContainer, ctx) {
    const keyValueNode = {
      type: "TOMLKeyValue",
      key: null,
      value: null,
      parent: inlineTableNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    inlineTableNode.body.push(keyValueNode);
    const { nextToken: targetToken } = this.processKeyNode(token, keyValueNode, ctx);
    if (!isEq(targetToken)) return ctx.reportParseError("missing-equals-sign", targetToken);
    const needSameLine = this.tomlVersion.gte(1, 1) ? void 0 : "invalid-inline-table-newline";
    ctx.addValueContainer({
      parent: keyValueNode,
      set: (valNode) => {
        keyValueNode.value = valNode;
        applyEndLoc(keyValueNode, valNode);
        let nextToken = ctx.nextToken({ needSameLine });
        if (isComma(nextToken)) {
          nextToken = ctx.nextToken({ needSameLine });
          if (nextToken && (isBare(nextToken) || isString(nextToken))) return this.processInlineTableKeyValue(nextToken, inlineTableNode, valueContainer, ctx);
          if (isRightBrace(nextToken)) {
            if (this.tomlVersion.lt(1, 1)) return ctx.reportParseError("invalid-trailing-comma-in-inline-table", nextToken);
          } else return ctx.reportParseError(nextToken ? "unexpected-token" : "unterminated-inline-table", nextToken);
        }
        if (isRightBrace(nextToken)) {
          applyEndLoc(inlineTableNode, nextToken);
          return valueContainer.set(inlineTableNode);
        }
        return ctx.reportParseError(nextToken ? "missing-comma" : "unterminated-inline-table", nextToken);
      }
    });
    ctx.needSameLine = "invalid-key-value-newline";
    return ["VALUE"];
  }
};
function isDot(token) {
  return isPunctuator(token) && token.value === ".";
}
function isEq(token) {
  return isPunctuator(token) && token.value === "=";
}
function isLeftBracket(token) {
  return isPunctuator(token) && token.value === "[";
}
function isRightBracket(token) {
  return isPunctuator(token) && token.value === "]";
}
function isLeftBrace(token) {
  return isPunctuator(token) && token.value === "{";
}
function isRightBrace(token) {
  return isPunctuator(token) && token.value === "}";
}
function isComma(token) {
  return isPunctuator(token) && token.value === ",";
}
function isPunctuator(token) {
  return Boolean(token && token.type === "Punctuator");
}
function isBare(token) {
  return token.type === "Bare";
}
function isString(token) {
  return token.type === "BasicString" || token.type === "LiteralString";
}
function isMultiLineString(token) {
  return token.type === "MultiLineBasicString" || token.type === "MultiLineLiteralString";
}
function isNumber(token) {
  return token.type === "Integer" || token.type === "Float";
}
function isBoolean(token) {
  return token.type === "Boolean";
}
function isDateTime(token) {
  return token.type === "OffsetDateTime" || token.type === "LocalDateTime" || token.type === "LocalDate" || token.type === "LocalTime";
}
function applyEndLoc(node, child2) {
  if (child2) {
    node.range[1] = child2.range[1];
    node.loc.end = clonePos(child2.loc.end);
  }
}
function cloneRange(range) {
  return [range[0], range[1]];
}
function cloneLoc(loc) {
  return {
    start: clonePos(loc.start),
    end: clonePos(loc.end)
  };
}
function clonePos(pos2) {
  return {
    line: pos2.line,
    column: pos2.column
  };
}
var tomlKeys = {
  Program: ["body"],
  TOMLTopLevelTable: ["body"],
  TOMLTable: ["key", "body"],
  TOMLKeyValue: ["key", "value"],
  TOMLKey: ["keys"],
  TOMLArray: ["elements"],
  TOMLInlineTable: ["body"],
  TOMLBare: [],
  TOMLQuoted: [],
  TOMLValue: []
};
var KEYS2 = unionWith(tomlKeys);
function parseForESLint(code, options) {
  return {
    ast: new TOMLParser(code, options).parse(),
    visitorKeys: KEYS2,
    services: { isTOML: true }
  };
}
var getStaticTOMLValue = generateConvertTOMLValue((node) => node.value);
function generateConvertTOMLValue(convertValue) {
  function resolveValue(node, baseTable) {
    return resolver[node.type](node, baseTable);
  }
  const resolver = {
    Program(node, baseTable = {}) {
      return resolveValue(node.body[0], baseTable);
    },
    TOMLTopLevelTable(node, baseTable = {}) {
      for (const body of node.body) resolveValue(body, baseTable);
      return baseTable;
    },
    TOMLKeyValue(node, baseTable = {}) {
      const value2 = resolveValue(node.value);
      set(baseTable, resolveValue(node.key), value2);
      return baseTable;
    },
    TOMLTable(node, baseTable = {}) {
      const table2 = getTable(baseTable, resolveValue(node.key), node.kind === "array");
      for (const body of node.body) resolveValue(body, table2);
      return baseTable;
    },
    TOMLArray(node) {
      return node.elements.map((e) => resolveValue(e));
    },
    TOMLInlineTable(node) {
      const table2 = {};
      for (const body of node.body) resolveValue(body, table2);
      return table2;
    },
    TOMLKey(node) {
      return node.keys.map((key) => resolveValue(key));
    },
    TOMLBare(node) {
      return node.name;
    },
    TOMLQuoted(node) {
      return node.value;
    },
    TOMLValue(node) {
      return convertValue(node);
    }
  };
  return (node) => resolveValue(node);
}
function getTable(baseTable, keys, array) {
  let target = baseTable;
  for (let index2 = 0; index2 < keys.length - 1; index2++) {
    const key = keys[index2];
    target = getNextTargetFromKey(target, key);
  }
  const lastKey = last2(keys);
  const lastTarget = target[lastKey];
  if (lastTarget == null) {
    const tableValue$1 = {};
    target[lastKey] = array ? [tableValue$1] : tableValue$1;
    return tableValue$1;
  }
  if (isValue(lastTarget)) {
    const tableValue$1 = {};
    target[lastKey] = array ? [tableValue$1] : tableValue$1;
    return tableValue$1;
  }
  if (!array) {
    if (Array.isArray(lastTarget)) {
      const tableValue$1 = {};
      target[lastKey] = tableValue$1;
      return tableValue$1;
    }
    return lastTarget;
  }
  if (Array.isArray(lastTarget)) {
    const tableValue$1 = {};
    lastTarget.push(tableValue$1);
    return tableValue$1;
  }
  const tableValue = {};
  target[lastKey] = [tableValue];
  return tableValue;
  function getNextTargetFromKey(currTarget, key) {
    const nextTarget = currTarget[key];
    if (nextTarget == null) {
      const val = {};
      currTarget[key] = val;
      return val;
    }
    if (isValue(nextTarget)) {
      const val = {};
      currTarget[key] = val;
      return val;
    }
    let resultTarget = nextTarget;
    while (Array.isArray(resultTarget)) {
      const lastIndex = resultTarget.length - 1;
      const nextElement = resultTarget[lastIndex];
      if (isValue(nextElement)) {
        const val = {};
        resultTarget[lastIndex] = val;
        return val;
      }
      resultTarget = nextElement;
    }
    return resultTarget;
  }
}
function set(baseTable, keys, value2) {
  let target = baseTable;
  for (let index2 = 0; index2 < keys.length - 1; index2++) {
    const key = keys[index2];
    const nextTarget = target[key];
    if (nextTarget == null) {
      const val = {};
      target[key] = val;
      target = val;
    } else if (isValue(nextTarget) || Array.isArray(nextTarget)) {
      const val = {};
      target[key] = val;
      target = val;
    } else target = nextTarget;
  }
  target[last2(keys)] = value2;
}
function isValue(value2) {
  return typeof value2 !== "object" || value2 instanceof Date;
}
function parseTOML(code, options) {
  return parseForESLint(code, options).ast;
}

// src/core/toml/locate.ts
var START = { line: 1, column: 1 };
function createLocator(text) {
  const entries = /* @__PURE__ */ new Map();
  try {
    index(parseTOML(text), entries);
  } catch {
  }
  return {
    locate(pointer, anchor = "key") {
      let p = pointer;
      for (; ; ) {
        const e = entries.get(p);
        if (e) {
          const pos2 = anchor === "container" ? e.open ?? e.key : e.key ?? e.open;
          if (pos2) return pos2;
        }
        if (p === "") return START;
        p = p.slice(0, p.lastIndexOf("/"));
      }
    }
  };
}
function pos(node) {
  return { line: node.loc.start.line, column: node.loc.start.column + 1 };
}
function keyName(k) {
  return k.type === "TOMLBare" ? k.name : k.value;
}
function remember(entries, pointer, key, open) {
  const e = entries.get(pointer);
  if (!e) {
    const created = { key, open };
    entries.set(pointer, created);
    return created;
  }
  e.key ??= key;
  e.open ??= open;
  return e;
}
function index(program, entries) {
  for (const node of program.body[0].body) {
    if (node.type === "TOMLKeyValue") keyValue(entries, "", node);
    else table(entries, node);
  }
}
function table(entries, node) {
  const header = pos(node);
  let pointer = "";
  let own;
  for (const seg of node.resolvedKey) {
    pointer = append(pointer, seg);
    own = remember(entries, pointer, header, header);
  }
  if (own && !own.explicit) {
    own.open = header;
    own.key = header;
    own.explicit = true;
  }
  for (const kv of node.body) keyValue(entries, pointer, kv);
}
function keyValue(entries, base, kv) {
  let pointer = base;
  let own;
  for (const k of kv.key.keys) {
    pointer = append(pointer, keyName(k));
    own = remember(entries, pointer, pos(k), pos(k));
  }
  if (own) own.open = pos(kv.value);
  value(entries, pointer, kv.value);
}
function value(entries, pointer, node) {
  if (node.type === "TOMLInlineTable") {
    for (const kv of node.body) keyValue(entries, pointer, kv);
  } else if (node.type === "TOMLArray") {
    node.elements.forEach((el, i) => {
      const at2 = append(pointer, i);
      remember(entries, at2, pos(el), pos(el));
      value(entries, at2, el);
    });
  }
}

// src/core/validate/format.ts
var MAX_QUOTED = 60;
function quote(s) {
  const chars = [...s];
  return JSON.stringify(chars.length > MAX_QUOTED ? `${chars.slice(0, MAX_QUOTED).join("")}\u2026` : s);
}
function describe(v) {
  if (v === void 0) return "nothing";
  if (v === null) return "null";
  if (typeof v === "string") return quote(v);
  if (Array.isArray(v)) return v.length === 0 ? "an empty array" : "an array";
  if (typeof v === "object") return "a table";
  return String(v);
}
function fieldPath(pointer, root) {
  return clipMiddle(fullFieldPath(pointer, root), MAX_PATH);
}
var MAX_PATH = 80;
function clipMiddle(s, max) {
  if (s.length <= max) return s;
  const chars = [...s];
  if (chars.length <= max) return s;
  const head = Math.ceil((max - 1) / 2);
  return `${chars.slice(0, head).join("")}\u2026${chars.slice(chars.length - (max - 1 - head)).join("")}`;
}
function fullFieldPath(pointer, root) {
  let out = "";
  let node = root;
  for (const seg of parse2(pointer)) {
    const isIndex = Array.isArray(node) || node === void 0 && /^(0|[1-9]\d*)$/.test(seg);
    if (isIndex) out += `[${seg}]`;
    else if (/^[A-Za-z0-9_-]+$/.test(seg)) out += out === "" ? seg : `.${seg}`;
    else out += `[${quote(seg)}]`;
    node = child(node, seg);
  }
  return out;
}
function child(node, seg) {
  if (Array.isArray(node)) return node[Number(seg)];
  if (node !== null && typeof node === "object") return Object.hasOwn(node, seg) ? node[seg] : void 0;
  return void 0;
}
function valueAt(root, pointer) {
  let node = root;
  for (const seg of parse2(pointer)) node = child(node, seg);
  return node;
}
function listIds(ids, max = 10) {
  const shown2 = ids.slice(0, max).map((id) => /^[\w.:-]{1,60}$/.test(id) ? id : quote(id));
  return ids.length > max ? `${shown2.join(", ")}, \u2026 (${ids.length} in total)` : shown2.join(", ");
}
function inTable(path, text) {
  return path === "" ? text : `${path}: ${text}`;
}
function closest(name, known) {
  if (name.length > 64) return void 0;
  let best;
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
  for (const k of known) {
    const d = editDistance(name, k);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

// src/core/validate/schema.ts
var import_ajv = __toESM(require_ajv(), 1);

// schema/source-record.v1.schema.json
var source_record_v1_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "urn:model-registry-action:schema:source-record:v1",
  title: "Source record v1",
  description: "One generative model (image, video or audio) per record, stored as TOML at models/<lab_slug>/<model_slug>.toml. Every claim links to the published references it rests on through source_ids.",
  type: "object",
  additionalProperties: false,
  required: [
    "schema_version",
    "documentation_state",
    "model",
    "capability_profiles",
    "pricing",
    "sources"
  ],
  properties: {
    schema_version: {
      description: "Always 1 for this schema.",
      type: "integer",
      const: 1
    },
    documentation_state: {
      type: "string",
      enum: [
        "indexed",
        "documented"
      ]
    },
    model: {
      $ref: "#/definitions/model"
    },
    verification: {
      description: "Present on newer records; the registry has not verified claims itself.",
      type: "object",
      additionalProperties: false,
      required: [
        "state"
      ],
      properties: {
        state: {
          type: "string",
          const: "unverified"
        }
      }
    },
    api_identifiers: {
      type: "array",
      minItems: 1,
      items: {
        $ref: "#/definitions/apiIdentifier"
      }
    },
    language_support: {
      $ref: "#/definitions/languageSupport"
    },
    capability_profiles: {
      type: "array",
      minItems: 1,
      items: {
        $ref: "#/definitions/capabilityProfile"
      }
    },
    limitations: {
      type: "array",
      minItems: 1,
      items: {
        $ref: "#/definitions/limitation"
      }
    },
    pricing: {
      $ref: "#/definitions/pricing"
    },
    conflicts: {
      type: "array",
      minItems: 1,
      items: {
        $ref: "#/definitions/conflict"
      }
    },
    sources: {
      type: "array",
      minItems: 1,
      items: {
        $ref: "#/definitions/source"
      }
    }
  },
  definitions: {
    nonEmptyString: {
      type: "string",
      minLength: 1
    },
    nonEmptyStringArray: {
      type: "array",
      minItems: 1,
      uniqueItems: true,
      items: {
        type: "string",
        minLength: 1
      }
    },
    observedString: {
      description: "A field the spec lists as observed: any string.",
      type: "string"
    },
    observedStringArray: {
      description: "An array field the spec lists as observed: at least 1 item (as every array), any strings.",
      type: "array",
      minItems: 1,
      items: {
        type: "string"
      }
    },
    sourceIds: {
      description: "Ids of entries of this record's sources that the claim rests on.",
      type: "array",
      minItems: 1,
      uniqueItems: true,
      items: {
        type: "string",
        minLength: 1
      }
    },
    claimState: {
      type: "string",
      enum: [
        "supported",
        "unsupported",
        "not_applicable",
        "unknown"
      ]
    },
    date: {
      description: "A calendar date, YYYY-MM-DD.",
      type: "string",
      pattern: "^\\d{4}-\\d{2}-\\d{2}$"
    },
    aspectRatio: {
      description: "A ratio such as 16:9.",
      type: "string",
      pattern: "^[^:]+:[^:]+$"
    },
    endpoint: {
      description: `An HTTP method and a path or absolute address of the described model's own interface: "POST /v1/videos", "POST https://host/v1/x", or "GET {polling_url}" for an address an earlier call returned.`,
      type: "string",
      pattern: "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$"
    },
    dimensionExample: {
      description: "An exact output size that the sources publish.",
      type: "object",
      additionalProperties: false,
      required: [
        "width",
        "height",
        "unit",
        "aspect_ratio",
        "source_ids"
      ],
      properties: {
        width: {
          type: "integer",
          minimum: 1
        },
        height: {
          type: "integer",
          minimum: 1
        },
        unit: {
          type: "string",
          const: "pixel"
        },
        aspect_ratio: {
          $ref: "#/definitions/aspectRatio"
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      }
    },
    model: {
      description: "Identity of the model.",
      type: "object",
      additionalProperties: false,
      required: [
        "id",
        "name",
        "lab",
        "modality",
        "status",
        "source_ids"
      ],
      properties: {
        id: {
          description: "<lab_slug>/<model_slug>, equal to the record path without models/ and .toml.",
          type: "string",
          pattern: "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$"
        },
        name: {
          $ref: "#/definitions/nonEmptyString"
        },
        aliases: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        lab: {
          $ref: "#/definitions/nonEmptyString"
        },
        modality: {
          type: "string",
          enum: [
            "image",
            "video",
            "audio"
          ]
        },
        status: {
          type: "string",
          enum: [
            "available",
            "preview",
            "unknown"
          ]
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      }
    },
    apiIdentifier: {
      description: "An identifier under which the model is called.",
      type: "object",
      additionalProperties: false,
      required: [
        "kind",
        "value",
        "source_ids"
      ],
      properties: {
        kind: {
          type: "string",
          enum: [
            "model_id",
            "snapshot_id",
            "version_selector"
          ]
        },
        value: {
          $ref: "#/definitions/nonEmptyString"
        },
        resolves_to: {
          $ref: "#/definitions/nonEmptyString"
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      }
    },
    language: {
      description: "A named language.",
      type: "object",
      additionalProperties: false,
      required: [
        "name"
      ],
      properties: {
        name: {
          $ref: "#/definitions/nonEmptyString"
        },
        code: {
          $ref: "#/definitions/nonEmptyString"
        }
      }
    },
    languageSupport: {
      description: "Languages of native audio, speech output or prompt input.",
      type: "object",
      additionalProperties: false,
      required: [
        "state",
        "scope",
        "source_ids"
      ],
      properties: {
        state: {
          $ref: "#/definitions/claimState"
        },
        scope: {
          type: "string",
          enum: [
            "native_audio",
            "speech_output",
            "prompt_input"
          ]
        },
        published_label: {
          $ref: "#/definitions/nonEmptyString"
        },
        listed_count: {
          type: "integer",
          minimum: 1
        },
        list_completeness: {
          type: "string",
          const: "non_exhaustive"
        },
        languages: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/language"
          }
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      },
      allOf: [
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                enum: [
                  "unsupported",
                  "not_applicable",
                  "unknown"
                ]
              }
            }
          },
          then: {
            properties: {
              published_label: false,
              listed_count: false,
              list_completeness: false,
              languages: false
            }
          }
        }
      ]
    },
    capabilityProfile: {
      description: "One task the model performs; a profile with only id, task and source_ids is an undocumented placeholder.",
      type: "object",
      additionalProperties: false,
      required: [
        "id",
        "task",
        "source_ids"
      ],
      properties: {
        id: {
          $ref: "#/definitions/nonEmptyString"
        },
        task: {
          $ref: "#/definitions/nonEmptyString"
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        },
        endpoint: {
          $ref: "#/definitions/endpoint"
        },
        api_mode: {
          $ref: "#/definitions/nonEmptyString"
        },
        api_mode_aliases: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        variants: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        duration: {
          $ref: "#/definitions/duration"
        },
        text_input: {
          $ref: "#/definitions/textInput"
        },
        frame_rate: {
          $ref: "#/definitions/frameRate"
        },
        size: {
          $ref: "#/definitions/size"
        },
        native_audio: {
          $ref: "#/definitions/nativeAudio"
        },
        audio_formats: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/audioFormat"
          }
        },
        audio_format_access: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/audioFormatAccess"
          }
        },
        reference_inputs: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/referenceInput"
          }
        },
        delivery_profiles: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/deliveryProfile"
          }
        },
        controls: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/control"
          }
        },
        timing: {
          $ref: "#/definitions/timing"
        }
      }
    },
    duration: {
      description: "Output duration.",
      type: "object",
      additionalProperties: false,
      required: [
        "state",
        "source_ids"
      ],
      properties: {
        state: {
          $ref: "#/definitions/claimState"
        },
        mode: {
          type: "string",
          const: "range"
        },
        unit: {
          type: "string",
          const: "second"
        },
        min: {
          type: "number",
          minimum: 0
        },
        max: {
          type: "number",
          exclusiveMinimum: 0
        },
        step: {
          type: "number",
          exclusiveMinimum: 0
        },
        automatic: {
          type: "boolean"
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      },
      allOf: [
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                const: "supported"
              }
            }
          },
          then: {
            required: [
              "mode",
              "unit",
              "min",
              "max"
            ]
          }
        },
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                enum: [
                  "unsupported",
                  "not_applicable",
                  "unknown"
                ]
              }
            }
          },
          then: {
            properties: {
              mode: false,
              unit: false,
              min: false,
              max: false,
              step: false,
              automatic: false
            }
          }
        }
      ]
    },
    textInput: {
      description: "Length limit of the text prompt.",
      type: "object",
      additionalProperties: false,
      required: [
        "state",
        "source_ids"
      ],
      properties: {
        state: {
          $ref: "#/definitions/claimState"
        },
        unit: {
          type: "string",
          enum: [
            "character",
            "utf16_code_unit"
          ]
        },
        max: {
          type: "integer",
          minimum: 1
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      },
      allOf: [
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                const: "supported"
              }
            }
          },
          then: {
            required: [
              "unit",
              "max"
            ]
          }
        },
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                enum: [
                  "unsupported",
                  "not_applicable",
                  "unknown"
                ]
              }
            }
          },
          then: {
            properties: {
              unit: false,
              max: false
            }
          }
        }
      ]
    },
    frameRate: {
      description: "Output frame rates.",
      type: "object",
      additionalProperties: false,
      required: [
        "state",
        "source_ids"
      ],
      properties: {
        state: {
          $ref: "#/definitions/claimState"
        },
        mode: {
          type: "string",
          const: "exact_set"
        },
        unit: {
          type: "string",
          const: "frame_per_second"
        },
        values: {
          type: "array",
          minItems: 1,
          uniqueItems: true,
          items: {
            type: "number",
            exclusiveMinimum: 0
          }
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      },
      allOf: [
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                const: "supported"
              }
            }
          },
          then: {
            required: [
              "mode",
              "unit",
              "values"
            ]
          }
        },
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                enum: [
                  "unsupported",
                  "not_applicable",
                  "unknown"
                ]
              }
            }
          },
          then: {
            properties: {
              mode: false,
              unit: false,
              values: false
            }
          }
        }
      ]
    },
    size: {
      description: "Output size: a set of resolution tiers or a pixel range.",
      type: "object",
      additionalProperties: false,
      required: [
        "state",
        "source_ids"
      ],
      properties: {
        state: {
          $ref: "#/definitions/claimState"
        },
        mode: {
          type: "string",
          enum: [
            "exact_set",
            "range"
          ]
        },
        unit: {
          type: "string",
          enum: [
            "resolution_tier",
            "pixel"
          ]
        },
        automatic: {
          type: "boolean"
        },
        default: {
          description: "A tier id, or <width>x<height>.",
          type: "string",
          minLength: 1
        },
        edge_multiple: {
          type: "integer",
          minimum: 1
        },
        max_edge: {
          type: "integer",
          minimum: 1
        },
        min_total_pixels: {
          type: "integer",
          minimum: 1
        },
        max_total_pixels: {
          type: "integer",
          minimum: 1
        },
        experimental_above_total_pixels: {
          type: "integer",
          minimum: 1
        },
        max_long_to_short_ratio: {
          type: "number",
          minimum: 1
        },
        options: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/sizeOption"
          }
        },
        examples: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/dimensionExample"
          }
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      },
      allOf: [
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                const: "supported"
              }
            }
          },
          then: {
            required: [
              "mode",
              "unit"
            ],
            if: {
              required: [
                "mode"
              ],
              properties: {
                mode: {
                  const: "exact_set"
                }
              }
            },
            then: {
              required: [
                "options"
              ]
            }
          }
        },
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                enum: [
                  "unsupported",
                  "not_applicable",
                  "unknown"
                ]
              }
            }
          },
          then: {
            properties: {
              mode: false,
              unit: false,
              automatic: false,
              default: false,
              edge_multiple: false,
              max_edge: false,
              min_total_pixels: false,
              max_total_pixels: false,
              experimental_above_total_pixels: false,
              max_long_to_short_ratio: false,
              options: false,
              examples: false
            }
          }
        }
      ]
    },
    sizeOption: {
      description: "One size tier.",
      type: "object",
      additionalProperties: false,
      required: [
        "id",
        "source_ids"
      ],
      properties: {
        id: {
          $ref: "#/definitions/nonEmptyString"
        },
        label: {
          $ref: "#/definitions/nonEmptyString"
        },
        max_megapixels: {
          type: "number",
          exclusiveMinimum: 0
        },
        render_modes: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        aspect_ratios: {
          type: "array",
          minItems: 1,
          uniqueItems: true,
          items: {
            type: "string",
            pattern: "^[^:]+:[^:]+$"
          }
        },
        examples: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/dimensionExample"
          }
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      }
    },
    nativeAudio: {
      description: "Whether the model generates audio with its video.",
      type: "object",
      additionalProperties: false,
      required: [
        "state",
        "source_ids"
      ],
      properties: {
        state: {
          $ref: "#/definitions/claimState"
        },
        default: {
          type: "boolean"
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      },
      allOf: [
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                enum: [
                  "unsupported",
                  "not_applicable",
                  "unknown"
                ]
              }
            }
          },
          then: {
            properties: {
              default: false
            }
          }
        }
      ]
    },
    audioFormat: {
      description: "An output audio format.",
      type: "object",
      additionalProperties: false,
      required: [
        "family",
        "sample_rate_mode",
        "sample_rate_unit",
        "sample_rates",
        "source_ids"
      ],
      properties: {
        family: {
          type: "string",
          enum: [
            "mp3",
            "pcm",
            "wav",
            "opus",
            "ulaw",
            "alaw"
          ]
        },
        encoding: {
          $ref: "#/definitions/nonEmptyString"
        },
        sample_rate_mode: {
          type: "string",
          const: "exact_set"
        },
        sample_rate_unit: {
          type: "string",
          const: "hertz"
        },
        sample_rates: {
          type: "array",
          minItems: 1,
          uniqueItems: true,
          items: {
            type: "integer",
            minimum: 1
          }
        },
        bitrate_mode: {
          type: "string",
          const: "exact_set"
        },
        bitrate_unit: {
          type: "string",
          const: "kilobit_per_second"
        },
        bitrates: {
          type: "array",
          minItems: 1,
          uniqueItems: true,
          items: {
            type: "integer",
            minimum: 1
          }
        },
        bit_depth_unit: {
          type: "string",
          const: "bit"
        },
        bit_depths: {
          type: "array",
          minItems: 1,
          uniqueItems: true,
          items: {
            type: "integer",
            minimum: 1
          }
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      },
      dependencies: {
        bitrates: [
          "bitrate_mode",
          "bitrate_unit"
        ],
        bit_depths: [
          "bit_depth_unit"
        ]
      }
    },
    audioFormatAccess: {
      description: "Formats available only from a plan upward.",
      type: "object",
      additionalProperties: false,
      required: [
        "format_ids",
        "minimum_plan",
        "source_ids"
      ],
      properties: {
        format_ids: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        minimum_plan: {
          $ref: "#/definitions/nonEmptyString"
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      }
    },
    referenceInput: {
      description: "An input the model conditions on (image, video, audio, mask, voice ...).",
      type: "object",
      additionalProperties: false,
      required: [
        "role",
        "media_type",
        "state",
        "source_ids"
      ],
      properties: {
        role: {
          $ref: "#/definitions/nonEmptyString"
        },
        media_type: {
          type: "string",
          enum: [
            "image",
            "video",
            "audio",
            "image_mask",
            "voice_id",
            "binary"
          ]
        },
        state: {
          $ref: "#/definitions/claimState"
        },
        min_count: {
          type: "integer",
          minimum: 0
        },
        max_count: {
          type: "integer",
          minimum: 0
        },
        max_count_state: {
          type: "string",
          const: "unknown"
        },
        demonstrated_count: {
          type: "integer",
          minimum: 1
        },
        count_scope: {
          type: "string",
          const: "unique"
        },
        position_roles: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        max_duration: {
          type: "number",
          exclusiveMinimum: 0
        },
        duration_unit: {
          type: "string",
          const: "second"
        },
        formats: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        encodings: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        constraints: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      },
      dependencies: {
        max_count: {
          properties: {
            max_count_state: false
          }
        },
        max_duration: [
          "duration_unit"
        ]
      },
      allOf: [
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                enum: [
                  "unsupported",
                  "not_applicable",
                  "unknown"
                ]
              }
            }
          },
          then: {
            properties: {
              min_count: false,
              max_count: false,
              max_count_state: false,
              demonstrated_count: false,
              count_scope: false,
              position_roles: false,
              max_duration: false,
              duration_unit: false,
              formats: false,
              encodings: false,
              constraints: false
            }
          }
        }
      ]
    },
    deliveryProfile: {
      description: "How outputs are delivered.",
      type: "object",
      additionalProperties: false,
      required: [
        "id",
        "state",
        "transport",
        "source_ids"
      ],
      properties: {
        id: {
          $ref: "#/definitions/nonEmptyString"
        },
        state: {
          $ref: "#/definitions/claimState"
        },
        transport: {
          $ref: "#/definitions/nonEmptyString"
        },
        endpoint: {
          $ref: "#/definitions/endpoint"
        },
        formats: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        default_format: {
          $ref: "#/definitions/nonEmptyString"
        },
        max_partial_outputs: {
          type: "integer",
          minimum: 1
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      }
    },
    control: {
      description: "A request parameter; values are written as strings, including numbers and booleans.",
      type: "object",
      additionalProperties: false,
      required: [
        "name",
        "state",
        "source_ids"
      ],
      properties: {
        name: {
          $ref: "#/definitions/nonEmptyString"
        },
        state: {
          $ref: "#/definitions/claimState"
        },
        mode: {
          type: "string",
          enum: [
            "exact_set",
            "range"
          ]
        },
        values: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        unsupported_values: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        default: {
          type: [
            "string",
            "number"
          ]
        },
        min: {
          type: "number"
        },
        max: {
          type: "number"
        },
        step: {
          type: "number",
          exclusiveMinimum: 0
        },
        unit: {
          $ref: "#/definitions/nonEmptyString"
        },
        formats: {
          $ref: "#/definitions/nonEmptyStringArray"
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      },
      allOf: [
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                const: "supported"
              }
            }
          },
          then: {
            required: [
              "mode"
            ]
          }
        },
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                const: "unsupported"
              }
            }
          },
          then: {
            properties: {
              mode: false,
              values: false,
              unsupported_values: false,
              default: false,
              min: false,
              max: false,
              step: false,
              unit: false,
              formats: false
            }
          }
        }
      ]
    },
    timing: {
      description: "Timing (alignment) data delivered with the output.",
      type: "object",
      additionalProperties: false,
      properties: {
        state: {
          $ref: "#/definitions/claimState"
        },
        granularity: {
          $ref: "#/definitions/observedString"
        },
        delivery_profile_ids: {
          $ref: "#/definitions/observedStringArray"
        },
        endpoints: {
          type: "array",
          minItems: 1,
          items: {
            type: "string",
            pattern: "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$"
          }
        },
        metadata: {
          $ref: "#/definitions/observedStringArray"
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      }
    },
    pricing: {
      description: "Published prices.",
      type: "object",
      additionalProperties: false,
      properties: {
        state: {
          type: "string",
          enum: [
            "known",
            "partial",
            "unknown"
          ]
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        },
        charges: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/charge"
          }
        }
      }
    },
    charge: {
      description: "One price; an unknown charge records a price that is not published, so it has no price fields (kind, amount, denomination, per, unit).",
      type: "object",
      additionalProperties: false,
      properties: {
        id: {
          $ref: "#/definitions/observedString"
        },
        state: {
          type: "string",
          enum: [
            "known",
            "unknown"
          ]
        },
        kind: {
          $ref: "#/definitions/observedString"
        },
        amount: {
          type: "number"
        },
        denomination: {
          $ref: "#/definitions/observedString"
        },
        per: {
          description: "Number of units the amount covers.",
          type: "number"
        },
        unit: {
          $ref: "#/definitions/observedString"
        },
        applies_when: {
          $ref: "#/definitions/observedStringArray"
        },
        profile_id: {
          $ref: "#/definitions/observedString"
        },
        qualifier: {
          $ref: "#/definitions/observedString"
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      },
      allOf: [
        {
          if: {
            required: [
              "state"
            ],
            properties: {
              state: {
                const: "unknown"
              }
            }
          },
          then: {
            properties: {
              kind: false,
              amount: false,
              denomination: false,
              per: false,
              unit: false
            }
          }
        }
      ]
    },
    limitation: {
      description: "A documented limitation.",
      type: "object",
      additionalProperties: false,
      properties: {
        id: {
          $ref: "#/definitions/observedString"
        },
        summary: {
          $ref: "#/definitions/observedString"
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      }
    },
    conflict: {
      description: "Contradictory published statements; the record keeps the chosen value at path.",
      type: "object",
      additionalProperties: false,
      properties: {
        path: {
          $ref: "#/definitions/observedString"
        },
        summary: {
          $ref: "#/definitions/observedString"
        },
        handling: {
          $ref: "#/definitions/observedString"
        },
        source_ids: {
          $ref: "#/definitions/sourceIds"
        }
      }
    },
    source: {
      description: "A published reference.",
      type: "object",
      additionalProperties: false,
      required: [
        "id"
      ],
      properties: {
        id: {
          $ref: "#/definitions/observedString"
        },
        kind: {
          $ref: "#/definitions/observedString"
        },
        url: {
          $ref: "#/definitions/observedString"
        },
        retrieved_on: {
          $ref: "#/definitions/date"
        }
      }
    }
  }
};

// src/core/validate/schema.ts
var compiled;
function validator() {
  if (!compiled)
    compiled = new import_ajv.Ajv({ allErrors: true, verbose: true, allowUnionTypes: true }).compile(source_record_v1_schema_default);
  return compiled;
}
function schemaErrors(value2) {
  const validate = validator();
  return validate(value2) ? [] : [...validate.errors ?? []];
}

// src/core/validate/messages.ts
var WRAPPERS = /* @__PURE__ */ new Set(["if", "then", "else", "anyOf", "oneOf", "allOf", "not"]);
function findingsFromSchema(errors, record, limit = Number.POSITIVE_INFINITY) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  let unworded = 0;
  const listed = new Set(
    errors.filter((e) => e.keyword === "const" || e.keyword === "enum").map((e) => e.instancePath)
  );
  for (const e of errors) {
    if (WRAPPERS.has(e.keyword)) continue;
    if (e.keyword === "type" && listed.has(e.instancePath)) continue;
    if (out.length >= limit) {
      unworded++;
      continue;
    }
    const f = translate(e, record);
    const key = `${f.pointer}
${f.rule}
${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return { findings: out, unworded };
}
var TYPE_NAMES = {
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "true or false",
  object: "a table",
  array: "an array",
  null: "null"
};
var PATTERNS = {
  "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$": {
    form: "have the form <lab_slug>/<model_slug> (lowercase letters, digits and hyphens)",
    rule: "schema/pattern"
  },
  "^\\d{4}-\\d{2}-\\d{2}$": { form: "be a date YYYY-MM-DD", rule: "schema/pattern" },
  "^[^:]+:[^:]+$": { form: 'be a ratio such as "16:9"', rule: "schema/pattern" },
  [source_record_v1_schema_default.definitions.endpoint.pattern]: {
    form: 'have the form <METHOD> <path or absolute address> (e.g. "POST /v1/videos", "GET {polling_url}")',
    rule: "schema/endpoint"
  }
};
function translate(e, record) {
  const pointer = e.instancePath;
  const path = fieldPath(pointer, record);
  const found = describe(e.data);
  const params = e.params;
  switch (e.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      const condition = conditionOf(e.schemaPath, pointer, record);
      const text = condition ? `${condition}, so ${missing} is required` : `missing required field ${missing}`;
      return missingField(
        pointer,
        missing,
        condition ? "schema/required-when" : "schema/required",
        inTable(path, text)
      );
    }
    case "dependencies": {
      const missing = String(params.missingProperty);
      const text = `${String(params.property)} is present, so ${missing} is required`;
      return missingField(pointer, missing, "schema/required-when", inTable(path, text));
    }
    case "false schema": {
      const table2 = parent(pointer);
      const condition = conditionOf(e.schemaPath, table2, record) ?? "this field is not allowed here";
      const text = `${condition}, so ${last(pointer)} must be absent`;
      return { pointer, rule: "schema/absent-when", message: inTable(fieldPath(table2, record), text) };
    }
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const known = Object.keys(e.parentSchema?.properties ?? {});
      const guess = closest(name, known);
      const hint = guess ? ` (did you mean ${guess}?)` : "";
      return {
        pointer: append(pointer, name),
        rule: "schema/additional-property",
        message: inTable(path, `unknown field ${quote(name)}${hint}`)
      };
    }
    case "type": {
      const expected = String(params.type).split(",").map((t) => TYPE_NAMES[t] ?? t).join(" or ");
      const scalar = typeof e.data === "number" || typeof e.data === "boolean";
      const hint = params.type === "string" && scalar ? ` (write it in quotes: "${String(e.data)}")` : "";
      return { pointer, rule: "schema/type", message: `${path} must be ${expected}, found ${found}${hint}` };
    }
    case "enum": {
      const allowed = params.allowedValues.map(
        (v) => typeof v === "string" ? v : JSON.stringify(v)
      );
      return {
        pointer,
        rule: "schema/enum",
        message: `${path} must be one of ${allowed.join(", ")}, found ${found}`
      };
    }
    case "const":
      return {
        pointer,
        rule: "schema/const",
        message: `${path} must be ${JSON.stringify(params.allowedValue)}, found ${found}`
      };
    case "minimum":
    case "exclusiveMinimum": {
      const op = e.keyword === "minimum" ? ">=" : ">";
      const rule = e.keyword === "minimum" ? "schema/minimum" : "schema/exclusive-minimum";
      return { pointer, rule, message: `${path} must be ${op} ${String(params.limit)}, found ${found}` };
    }
    case "minItems":
      return { pointer, rule: "schema/min-items", message: `${path} must have at least 1 item, found none` };
    case "minLength":
      return { pointer, rule: "schema/min-length", message: `${path} must not be empty` };
    case "uniqueItems": {
      const first = Math.min(Number(params.i), Number(params.j));
      const repeat = Math.max(Number(params.i), Number(params.j));
      const item = describe(e.data[repeat]);
      return {
        pointer: `${pointer}/${repeat}`,
        rule: "schema/unique",
        message: `${path} lists ${item} twice (items ${first} and ${repeat})`
      };
    }
    case "pattern": {
      const known = PATTERNS[String(params.pattern)];
      const form = known?.form ?? `match ${String(params.pattern)}`;
      const rule = known?.rule ?? "schema/pattern";
      return { pointer, rule, message: `${path} must ${form}, found ${found}` };
    }
    default:
      return { pointer, rule: `schema/${kebab(e.keyword)}`, message: inTable(path, e.message ?? e.keyword) };
  }
}
function missingField(table2, missing, rule, message) {
  return { pointer: append(table2, missing), rule, message, at: table2, anchor: "container" };
}
function conditionOf(schemaPath, table2, record) {
  const segments = parse2(schemaPath.replace(/^#/, ""));
  const thenAt = segments.lastIndexOf("then");
  const dependencyAt = segments.lastIndexOf("dependencies");
  if (dependencyAt > thenAt && segments[dependencyAt + 1]) return `${segments[dependencyAt + 1]} is present`;
  if (thenAt < 0) return void 0;
  const owner = resolve(definitionAt(table2), segments.slice(0, thenAt)) ?? resolve(source_record_v1_schema_default, segments.slice(0, thenAt));
  const test = owner?.if;
  if (!test) return void 0;
  const data = valueAt(record, table2);
  const props = Object.keys(test.properties ?? {});
  const names = props.length > 0 ? props : test.required ?? [];
  const parts = names.map((k) => {
    const v = data !== null && typeof data === "object" && !Array.isArray(data) ? data[k] : void 0;
    return props.length > 0 && v !== void 0 ? `${k} is ${describe(v)}` : `${k} is present`;
  });
  return parts.length > 0 ? parts.join(" and ") : void 0;
}
function resolve(from, segments) {
  let node = from;
  for (const s of segments) {
    if (node === null || typeof node !== "object") return void 0;
    node = node[s];
  }
  return node !== null && typeof node === "object" ? node : void 0;
}
function deref(node) {
  let n = node;
  for (let hops = 0; n && typeof n.$ref === "string" && hops < 10; hops++) {
    n = resolve(source_record_v1_schema_default, parse2(n.$ref.replace(/^#/, "")));
  }
  return n;
}
function definitionAt(pointer) {
  let node = deref(source_record_v1_schema_default);
  for (const seg of parse2(pointer)) {
    const next = node?.type === "array" ? node.items : node?.properties?.[seg];
    node = deref(next);
  }
  return node;
}
function kebab(s) {
  return s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/\s+/g, "-");
}

// src/core/validate/paths.ts
var SLUG = /^[a-z0-9][a-z0-9-]*$/;
var LOCATION_HELP = "a record must be at models/<lab_slug>/<model_slug>.toml, slugs made of lowercase letters, digits and hyphens (e.g. models/google/veo-3-1.toml)";
function isRecordFile(path) {
  return path.startsWith("models/") && path.endsWith(".toml");
}
function recordLocation(path) {
  const parts = path.split("/");
  const lab = parts[1] ?? "";
  const model = (parts[2] ?? "").replace(/\.toml$/, "");
  let why;
  if (parts.length < 3) why = "this file is not inside a lab folder";
  else if (parts.length > 3) why = "this file is nested too deep";
  else if (!SLUG.test(lab)) why = `${quote(lab)} is not a valid lab slug`;
  else if (!SLUG.test(model)) why = `${quote(model)} is not a valid model slug`;
  return why ? { ok: false, message: `${LOCATION_HELP}; ${why}` } : { ok: true, modelId: `${lab}/${model}` };
}

// src/core/validate/registry.ts
var MODEL_ID = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;
function modelIdOf(record) {
  const model = record.model;
  if (model === null || typeof model !== "object" || Array.isArray(model)) return void 0;
  return typeof model.id === "string" ? model.id : void 0;
}
function summarize(path, pathId, record) {
  return { path, pathId, modelId: modelIdOf(record) };
}
var uniqueModelIds = (records) => {
  const owner = /* @__PURE__ */ new Map();
  for (const { path, pathId, modelId: modelId2 } of records)
    if (modelId2 !== void 0 && modelId2 === pathId) owner.set(modelId2, path);
  for (const { path, modelId: modelId2 } of records)
    if (modelId2 !== void 0 && !owner.has(modelId2)) owner.set(modelId2, path);
  const out = [];
  for (const { path, modelId: modelId2 } of records) {
    const first = modelId2 === void 0 ? void 0 : owner.get(modelId2);
    if (modelId2 !== void 0 && first !== void 0 && first !== path)
      out.push({ path, finding: duplicateIdFinding(modelId2, first) });
  }
  return out;
};
var REGISTRY_RULES = [uniqueModelIds];
function registryRuleFindings(records, rules = REGISTRY_RULES) {
  const sorted = [...records].sort((a, b) => compareCodePoints(a.path, b.path));
  return rules.flatMap((rule) => rule(sorted));
}
function registryFindings(record, path, pathId) {
  const id = modelIdOf(record);
  if (id === void 0) return [];
  const out = [];
  if (MODEL_ID.test(id) && id !== pathId) {
    out.push({
      pointer: "/model/id",
      rule: "registry/model-id-path",
      message: `model.id must match the file path: expected ${quote(pathId)} for ${path}, found ${quote(id)}`
    });
  }
  return out;
}
function duplicateIdFinding(id, earlierPath) {
  return {
    pointer: "/model/id",
    rule: "unique/model-id",
    message: `model.id ${quote(id)} is already used by ${earlierPath}`
  };
}

// src/core/validate/rules.ts
function recordFindings(record, limit = Number.POSITIVE_INFINITY) {
  const out = new Out(limit);
  sourceReferences(record, out);
  uniqueIds(record, out);
  profileReferences(record, out);
  minMax(record, out);
  return { findings: out.findings, unworded: out.unworded };
}
var Out = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  findings = [];
  unworded = 0;
  push(make) {
    if (this.findings.length < this.limit) this.findings.push(make());
    else this.unworded++;
  }
};
function isObject2(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
function elements(v) {
  return Array.isArray(v) ? v : [];
}
function idsOf(v) {
  const ids = [];
  for (const x of elements(v)) if (isObject2(x) && typeof x.id === "string") ids.push(x.id);
  return ids;
}
function allHaveIds(v) {
  return elements(v).every((x) => isObject2(x) && typeof x.id === "string" && x.id !== "");
}
function profiles(record) {
  const out = [];
  elements(record.capability_profiles).forEach((p, i) => {
    if (isObject2(p)) out.push({ p, i });
  });
  return out;
}
function sourceReferences(record, out) {
  if (!allHaveIds(record.sources)) return;
  const known = idsOf(record.sources);
  const set2 = new Set(known);
  const path = [];
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v = node[i];
        if (v === null || typeof v !== "object") continue;
        path.push(i);
        visit(v);
        path.pop();
      }
      return;
    }
    if (node === null || typeof node !== "object") return;
    for (const key of Object.keys(node)) {
      const v = node[key];
      if (v === null || typeof v !== "object") continue;
      path.push(key);
      if (key === "source_ids" && Array.isArray(v)) checkIds(v);
      else visit(v);
      path.pop();
    }
  };
  const checkIds = (ids) => {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      if (typeof id !== "string" || id === "" || set2.has(id)) continue;
      const listed = known.length > 0 ? `sources: ${listIds(known)}` : "this record has no sources";
      out.push(() => ({
        pointer: format([...path, i]),
        rule: "ref/source-id",
        message: `${fieldPath(format(path), record)} names ${quote(id)}, which is not a source of this record (${listed})`
      }));
    }
  };
  visit(record);
}
function uniqueIds(record, out) {
  const arrays = [["capability_profiles"], ["sources"], ["limitations"]];
  if (isObject2(record.pricing)) arrays.push(["pricing", "charges"]);
  for (const { p, i } of profiles(record)) {
    arrays.push(["capability_profiles", i, "delivery_profiles"]);
    if (isObject2(p.size)) arrays.push(["capability_profiles", i, "size", "options"]);
  }
  for (const path of arrays) {
    const first = /* @__PURE__ */ new Map();
    elements(at(record, path)).forEach((x, i) => {
      if (!isObject2(x) || typeof x.id !== "string") return;
      const id = x.id;
      const earlier = first.get(id);
      if (earlier === void 0) first.set(id, i);
      else {
        const arrayPath = fieldPath(format(path), record);
        out.push(() => ({
          pointer: format([...path, i, "id"]),
          rule: "unique/id",
          message: `${arrayPath}[${i}].id repeats ${quote(id)}, already the id of ${arrayPath}[${earlier}]`
        }));
      }
    });
  }
}
function profileReferences(record, out) {
  const profileIds = idsOf(record.capability_profiles);
  const profileSet = new Set(profileIds);
  const charges = isObject2(record.pricing) ? elements(record.pricing.charges) : [];
  const judgeProfiles = allHaveIds(record.capability_profiles);
  charges.forEach((c, i) => {
    if (!judgeProfiles || !isObject2(c) || typeof c.profile_id !== "string" || c.profile_id === "") return;
    const profileId = c.profile_id;
    if (profileSet.has(profileId)) return;
    const pointer = format(["pricing", "charges", i, "profile_id"]);
    const listed = profileIds.length > 0 ? `profiles: ${listIds(profileIds)}` : "this record has no profiles";
    out.push(() => ({
      pointer,
      rule: "ref/profile-id",
      message: `${fieldPath(pointer, record)} names ${quote(profileId)}, which is not a capability profile of this record (${listed})`
    }));
  });
  for (const { p, i } of profiles(record)) {
    if (!isObject2(p.timing) || !allHaveIds(p.delivery_profiles)) continue;
    const deliveries = idsOf(p.delivery_profiles);
    const deliverySet = new Set(deliveries);
    const listed = deliveries.length > 0 ? `delivery profiles: ${listIds(deliveries)}` : "it has no delivery profiles";
    const path = ["capability_profiles", i, "timing", "delivery_profile_ids"];
    elements(p.timing.delivery_profile_ids).forEach((id, k) => {
      if (typeof id !== "string" || id === "" || deliverySet.has(id)) return;
      out.push(() => ({
        pointer: format([...path, k]),
        rule: "ref/delivery-profile-id",
        message: `${fieldPath(format(path), record)} names ${quote(id)}, which is not a delivery profile of capability_profiles[${i}] (${listed})`
      }));
    });
  }
}
function minMax(record, out) {
  const pairs = [];
  for (const { p, i } of profiles(record)) {
    const base = ["capability_profiles", i];
    pairs.push({ path: [...base, "duration"], low: "min", high: "max" });
    pairs.push({ path: [...base, "size"], low: "min_total_pixels", high: "max_total_pixels" });
    elements(p.controls).forEach((_, k) => {
      pairs.push({ path: [...base, "controls", k], low: "min", high: "max" });
    });
    elements(p.reference_inputs).forEach((_, k) => {
      pairs.push({ path: [...base, "reference_inputs", k], low: "min_count", high: "max_count" });
    });
  }
  for (const { path, low, high } of pairs) {
    const table2 = at(record, path);
    if (!isObject2(table2)) continue;
    const lo = table2[low];
    const hi = table2[high];
    if (typeof lo !== "number" || typeof hi !== "number" || lo <= hi) continue;
    const pointer = format([...path, low]);
    out.push(() => ({
      pointer,
      rule: "range/min-max",
      message: `${fieldPath(pointer, record)} must be <= ${high} (${hi}), found ${lo}`
    }));
  }
}
function at(root, path) {
  let node = root;
  for (const seg of path) {
    if (Array.isArray(node) && typeof seg === "number") node = node[seg];
    else if (isObject2(node) && typeof seg === "string")
      node = Object.hasOwn(node, seg) ? node[seg] : void 0;
    else return void 0;
  }
  return node;
}

// src/core/validate/index.ts
function tooLarge(size, max = MAX_RECORD_BYTES) {
  const limit = max === MAX_RECORD_BYTES ? `1 MiB (${grouped2(max)} bytes)` : `${grouped2(max)} bytes`;
  return {
    rule: "file/too-large",
    message: `file is ${grouped2(size)} bytes; a record may be at most ${limit}`
  };
}
var MAX_RECORD_BYTES = 1024 * 1024;
var MAX_DIAGNOSTICS_PER_FILE = 100;
var MAX_WORDED_PER_FILE = 200;
function validateRegistry(files, options = {}) {
  const only = options.only === void 0 ? void 0 : new Set(options.only);
  const part = checkFiles(files, { only, keepRecords: true });
  const texts = new Map(part.records.map((r) => [r.path, r.text]));
  return finishValidation([part], (path) => texts.get(path) ?? null, only);
}
function checkFiles(files, options) {
  const part = { examined: 0, recordFiles: 0, diagnostics: [], summaries: [], records: [] };
  const reported = (path) => options.only === void 0 || options.only.has(path);
  for (const f of files) {
    const isRecord = isRecordFile(f.path);
    if ("problem" in f) {
      part.examined++;
      if (isRecord) part.recordFiles++;
      part.diagnostics.push(fileDiagnostic(f.path, f.problem.rule, f.problem.message));
      continue;
    }
    if (!isRecord) continue;
    part.examined++;
    part.recordFiles++;
    const outcome = load(f.path, f.bytes);
    if ("diagnostic" in outcome) {
      part.diagnostics.push(outcome.diagnostic);
      continue;
    }
    part.summaries.push(summarize(outcome.path, outcome.pathId, outcome.value));
    if (reported(outcome.path)) part.diagnostics.push(...checkRecord(outcome));
    if (options.keepRecords)
      part.records.push({ path: outcome.path, text: outcome.text, value: outcome.value });
  }
  return part;
}
function finishValidation(parts, textOf, only) {
  const reported = (path) => only === void 0 || only.has(path);
  const diagnostics = parts.flatMap((p) => p.diagnostics);
  for (const { path, finding } of registryRuleFindings(parts.flatMap((p) => p.summaries))) {
    if (reported(path)) diagnostics.push(locateOne(path, finding, textOf(path)));
  }
  const shown2 = diagnostics.filter((d) => reported(d.file));
  if (parts.reduce((n, p) => n + p.recordFiles, 0) === 0) {
    shown2.push(
      fileDiagnostic(
        "models",
        "registry/empty",
        "the registry has no records: add models/<lab_slug>/<model_slug>.toml"
      )
    );
  }
  return {
    files: parts.reduce((n, p) => n + p.examined, 0),
    records: parts.flatMap((p) => p.records).sort((a, b) => compareCodePoints(a.path, b.path)),
    diagnostics: shown2.sort(byPosition)
  };
}
function locateOne(path, finding, text) {
  const { line, column } = text === null ? { line: 1, column: 1 } : createLocator(text).locate(finding.at ?? finding.pointer, finding.anchor);
  return {
    file: path,
    line,
    column,
    pointer: finding.pointer,
    rule: finding.rule,
    message: finding.message,
    severity: "error"
  };
}
function load(path, bytes) {
  const location = recordLocation(path);
  if (!location.ok) return { diagnostic: fileDiagnostic(path, "file/location", location.message) };
  if (bytes.length > MAX_RECORD_BYTES) {
    const { rule, message } = tooLarge(bytes.length);
    return { diagnostic: fileDiagnostic(path, rule, message) };
  }
  const parsed = parseRecord(path, bytes);
  if (!parsed.ok) return { diagnostic: relocate(parsed.diagnostic, bytes) };
  return { path, text: parsed.text, value: parsed.value, pathId: location.modelId };
}
function relocate(d, bytes) {
  if (d.rule !== "toml/non-finite") return d;
  const decoded = decodeUtf8(d.file, bytes);
  if (!("text" in decoded)) return d;
  const { line, column } = createLocator(decoded.text).locate(d.pointer);
  const message = `${fieldPath(d.pointer)} must be a finite number (nan and inf have no JSON form)`;
  return { ...d, line, column, message };
}
function checkRecord(record) {
  let findings;
  let heldBack = 0;
  try {
    const fromSchema = findingsFromSchema(schemaErrors(record.value), record.value, MAX_WORDED_PER_FILE);
    const fromRules = recordFindings(record.value, MAX_WORDED_PER_FILE);
    findings = [
      ...fromSchema.findings,
      ...fromRules.findings,
      ...registryFindings(record.value, record.path, record.pathId)
    ];
    heldBack = fromSchema.unworded + fromRules.unworded + Math.max(0, findings.length - MAX_WORDED_PER_FILE);
    findings = findings.slice(0, MAX_WORDED_PER_FILE);
  } catch (err) {
    const message = `the validator failed on this file (${err?.message ?? String(err)}); please report it`;
    return [fileDiagnostic(record.path, "internal/error", message)];
  }
  if (findings.length === 0) return [];
  const locator = createLocator(record.text);
  const located = findings.map((f) => {
    const { line, column } = locator.locate(f.at ?? f.pointer, f.anchor);
    return {
      file: record.path,
      line,
      column,
      pointer: f.pointer,
      rule: f.rule,
      message: f.message,
      severity: "error"
    };
  });
  return capped(located.sort(byPosition), heldBack);
}
function capped(sorted, heldBack) {
  if (sorted.length <= MAX_DIAGNOSTICS_PER_FILE && heldBack === 0) return sorted;
  const shown2 = sorted.slice(0, MAX_DIAGNOSTICS_PER_FILE);
  const next = sorted[MAX_DIAGNOSTICS_PER_FILE] ?? sorted[sorted.length - 1];
  const more = sorted.length - shown2.length + heldBack;
  return [
    ...shown2,
    {
      ...next,
      pointer: "",
      rule: "file/too-many-diagnostics",
      message: `${more} more problems in this file are not shown; fix the ones above and validate again`
    }
  ];
}
function grouped2(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function fileDiagnostic(file, rule, message) {
  return { file, line: 1, column: 1, pointer: "", rule, message, severity: "error" };
}
function byPosition(a, b) {
  return compareCodePoints(a.file, b.file) || a.line - b.line || a.column - b.column || compareCodePoints(a.rule, b.rule) || compareCodePoints(a.message, b.message);
}

// src/core/events.ts
var OversizedVersion = class extends Uint8Array {
  constructor(size) {
    super(0);
    this.size = size;
  }
  size;
};
function modelIdFromPath(path) {
  return path.replace(/^models\//, "").replace(/\.toml$/, "");
}
function isObject3(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function modelInfo(value2, path) {
  const own = (o, k) => Object.hasOwn(o, k) ? o[k] : void 0;
  const model = own(value2, "model");
  const m = isObject3(model) ? model : {};
  const text = (k) => {
    const v = own(m, k);
    return typeof v === "string" ? v : "";
  };
  return {
    id: text("id") || modelIdFromPath(path),
    lab: text("lab"),
    modality: text("modality"),
    name: text("name"),
    path
  };
}
function oversized(path, size) {
  const { rule, message } = tooLarge(size);
  return { file: path, line: 1, column: 1, pointer: "", rule, message, severity: "error" };
}
function bytesKey(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return s;
}
var HistoryIndex = class {
  bySha = /* @__PURE__ */ new Map();
  filesBySha = /* @__PURE__ */ new Map();
  parsed = /* @__PURE__ */ new Map();
  reported = /* @__PURE__ */ new Set();
  warnings = [];
  constructor(commits) {
    for (const c of commits) {
      if (this.bySha.has(c.sha)) continue;
      this.bySha.set(c.sha, c);
      this.filesBySha.set(c.sha, new Map(c.files.map((f) => [f.path, f])));
    }
  }
  /** Parses once per bytes object (readers share one array per blob); never a version over the limit. */
  parse(path, bytes) {
    const known = this.parsed.get(bytes);
    if (known) return known;
    const size = bytes instanceof OversizedVersion ? bytes.size : bytes.length;
    const outcome = size > MAX_RECORD_BYTES || bytes instanceof OversizedVersion ? { ok: false, diagnostic: oversized(path, size) } : parseRecord(path, bytes);
    this.parsed.set(bytes, outcome);
    return outcome;
  }
  /** The parsed data, or undefined (with a warning, once per path and content) when it does not parse. */
  version(path, bytes, where) {
    const outcome = this.parse(path, bytes);
    if (outcome.ok) return outcome.value;
    const key = `${path}\0${bytes instanceof OversizedVersion ? `${bytes.size}` : bytesKey(bytes)}`;
    if (!this.reported.has(key)) {
      this.reported.add(key);
      const d = outcome.diagnostic;
      const large = d.rule === "file/too-large";
      this.warnings.push({
        file: path,
        line: d.line,
        column: d.column,
        pointer: "",
        rule: large ? "history/too-large" : "history/unparseable",
        message: `${where} ${large ? "is too large" : "does not parse"} and is left out of the drift feed: ${d.message}`,
        severity: "warning"
      });
    }
    return void 0;
  }
  /**
   * The last version of `path` that parses, as of commit `sha`, walking its first-parent chain:
   * a version that does not parse is skipped and the one before it used in its place. Also says
   * at which path that version lived: a rename whose new version did not parse moved the model.
   */
  lastParseable(sha, path) {
    const seen = /* @__PURE__ */ new Set();
    let p = path;
    for (let cur = sha; cur !== void 0 && !seen.has(cur); cur = this.bySha.get(cur)?.parents[0]) {
      seen.add(cur);
      const files = this.filesBySha.get(cur);
      if (files === void 0) return null;
      const f = files.get(p);
      if (f === void 0) continue;
      if (f.after === null) return null;
      const after = this.parse(p, f.after);
      if (after.ok) return { value: after.value, path: p };
      if (f.before === null) return null;
      const before = this.parse(f.previousPath ?? p, f.before);
      if (before.ok) return { value: before.value, path: f.previousPath ?? p };
      p = f.previousPath ?? p;
    }
    return null;
  }
  resolve(commit, f) {
    const short = commit.sha.slice(0, 7);
    let oldPath = f.previousPath ?? f.path;
    let before = null;
    if (f.before !== null) {
      before = this.version(oldPath, f.before, `the version of ${oldPath} before commit ${short}`) ?? null;
      if (before === null) {
        const last3 = this.lastParseable(commit.parents[0], oldPath);
        if (last3) [before, oldPath] = [last3.value, last3.path];
      }
    }
    let after = null;
    if (f.after !== null) {
      const v = this.version(f.path, f.after, `${f.path} at commit ${short}`);
      if (v === void 0) return void 0;
      after = v;
    }
    return {
      path: f.path,
      ...oldPath !== f.path && { previousPath: oldPath },
      before,
      after
    };
  }
};
function added(r) {
  return { type: "model_added", model: modelInfo(r.after, r.path), changes: [] };
}
function removed(path, before) {
  return { type: "model_removed", model: modelInfo(before, path), changes: [] };
}
function between(path, previousPath, before, after) {
  const moved = previousPath !== void 0 && previousPath !== path;
  const changes = diffRecords(before, after);
  const model = modelInfo(after, path);
  if (changes.length === 0)
    return moved ? { type: "model_moved", model, previous_path: previousPath, changes } : null;
  return { type: "model_updated", model, ...moved && { previous_path: previousPath }, changes };
}
function draftsFor(files) {
  const drafts = [];
  const removals = [];
  const additions = [];
  for (const r of files) {
    if (r.before !== null && r.after !== null) {
      const d = between(r.path, r.previousPath, r.before, r.after);
      if (d) drafts.push(d);
    } else if (r.after !== null) additions.push({ path: r.path, after: r.after });
    else if (r.before !== null) removals.push({ path: r.previousPath ?? r.path, before: r.before });
  }
  const paired = /* @__PURE__ */ new Set();
  for (const rem of removals) {
    const i = additions.findIndex((a2, k) => !paired.has(k) && sameData(rem.before, a2.after));
    if (i < 0) {
      drafts.push(removed(rem.path, rem.before));
      continue;
    }
    paired.add(i);
    const a = additions[i];
    drafts.push({
      type: "model_moved",
      model: modelInfo(a.after, a.path),
      previous_path: rem.path,
      changes: []
    });
  }
  additions.forEach((a, k) => {
    if (!paired.has(k)) drafts.push(added(a));
  });
  return drafts.sort((x, y) => compareCodePoints(x.model.path, y.model.path));
}
function eventIds(sha, drafts) {
  const claims = /* @__PURE__ */ new Map();
  for (const d of drafts) claims.set(d.model.id, (claims.get(d.model.id) ?? 0) + 1);
  const ids = drafts.map((d) => claims.get(d.model.id) > 1 ? modelIdFromPath(d.model.path) : d.model.id);
  const seen = /* @__PURE__ */ new Map();
  return ids.map((id) => {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return `${sha}:${id}${n > 1 ? `#${n}` : ""}`;
  });
}
function buildEvents(commits, options) {
  const ordered = orderCommits(commits, options.head);
  const index2 = new HistoryIndex(ordered);
  const base = options.repositoryUrl.replace(/\/+$/, "");
  const perCommit = [];
  for (let i = ordered.length - 1; i >= 0; i--) {
    const c = ordered[i];
    const files = [...c.files].sort((a, b) => compareCodePoints(a.path, b.path));
    const resolved = files.flatMap((f) => index2.resolve(c, f) ?? []);
    const drafts = draftsFor(resolved);
    const ids = eventIds(c.sha, drafts);
    const commit = { sha: c.sha, date: c.date, message: c.message, url: `${base}/commit/${c.sha}` };
    perCommit[i] = drafts.map((d, k) => ({ ...d, id: ids[k], commit: { ...commit } }));
  }
  return { events: perCommit.flat(), warnings: index2.warnings };
}

// src/core/feed.ts
function mergeFeed(existing, added2, head, repository) {
  const seen = /* @__PURE__ */ new Set();
  const events = [];
  for (const e of [...added2, ...existing?.events ?? []]) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    events.push(e);
  }
  return { feed_version: 1, repository, head, events };
}

// src/core/publish.ts
function channelFor(repositoryUrl) {
  const name = repositoryUrl.replace(/^https?:\/\/[^/]+\//, "") || repositoryUrl;
  return {
    title: `${name}: model registry drift`,
    link: repositoryUrl,
    description: `Field-level changes to the model records of ${name}, one item per commit and model.`
  };
}
function planPublish(input) {
  const { validation } = input;
  if (hasErrors(validation.diagnostics)) return { ok: false, validation };
  const { events, warnings } = buildEvents(input.commits, {
    repositoryUrl: input.repositoryUrl,
    head: input.head
  });
  const known = new Set(input.existing?.events.map((e) => e.id));
  const added2 = events.filter((e) => !known.has(e.id));
  const feed = mergeFeed(input.existing, events, input.head, input.repositoryUrl);
  const artifacts = renderArtifacts({
    records: validation.records,
    feed,
    schema: source_record_v1_schema_default,
    channel: channelFor(input.repositoryUrl)
  });
  return { ok: true, validation, added: added2, warnings, feed, artifacts };
}

// src/shell/git/cat-file.ts
import { spawn as spawn2 } from "node:child_process";

// src/shell/git/exec.ts
import { spawn } from "node:child_process";
var GitError = class extends Error {
  constructor(message, exitCode, stderr) {
    super(message);
    this.exitCode = exitCode;
    this.stderr = stderr;
    this.name = "GitError";
  }
  exitCode;
  stderr;
};
function git(args, options) {
  return new Promise((resolve5, reject) => {
    const child2 = spawn("git", args, { cwd: options.cwd, stdio: ["pipe", "pipe", "pipe"] });
    const out = [];
    const err = [];
    child2.stdout.on("data", (b) => out.push(b));
    child2.stderr.on("data", (b) => err.push(b));
    child2.on("error", (e) => reject(new GitError(`cannot run git: ${e.message}`, null, "")));
    child2.on("close", (code) => {
      const stderr = Buffer.concat(err).toString("utf8").trim();
      if (code === 0) resolve5(Buffer.concat(out));
      else reject(new GitError(`git ${args[0]} failed: ${stderr || `exit code ${code}`}`, code, stderr));
    });
    child2.stdin.on("error", () => {
    });
    child2.stdin.end(options.input ?? "");
  });
}

// src/shell/git/cat-file.ts
function catFile(cwd, mode, shas, onData) {
  return new Promise((resolve5, reject) => {
    const child2 = spawn2("git", ["cat-file", mode], { cwd, stdio: ["pipe", "pipe", "pipe"] });
    const err = [];
    let failed = null;
    child2.stderr.on("data", (b) => err.push(b));
    child2.stdout.on("data", (chunk) => {
      if (failed) return;
      try {
        onData(chunk);
      } catch (e) {
        failed = e;
        child2.kill();
      }
    });
    child2.on("error", (e) => reject(new GitError(`cannot run git: ${e.message}`, null, "")));
    child2.on("close", (code) => {
      if (failed) reject(failed);
      else if (code === 0) resolve5();
      else
        reject(new GitError(`git cat-file failed: ${Buffer.concat(err).toString("utf8").trim()}`, code, ""));
    });
    child2.stdin.on("error", () => {
    });
    child2.stdin.end(`${shas.join("\n")}
`);
  });
}
async function objectSizes(cwd, shas) {
  const out = [];
  await catFile(cwd, "--batch-check", shas, (chunk) => out.push(chunk));
  const sizes = /* @__PURE__ */ new Map();
  const lines = Buffer.concat(out).toString("utf8").split("\n");
  lines.forEach((line, i) => {
    const [, type = "", size = ""] = line.split(" ");
    if (i < shas.length && type !== "missing" && /^\d+$/.test(size))
      sizes.set(shas[i], { type, size: Number(size) });
  });
  return sizes;
}
function batchParser(shas, into) {
  let index2 = 0;
  let header = [];
  let body = null;
  let filled = 0;
  let trailer = false;
  return (chunk) => {
    let at2 = 0;
    while (at2 < chunk.length) {
      if (trailer) {
        at2++;
        trailer = false;
        index2++;
        continue;
      }
      if (body) {
        const n = Math.min(body.length - filled, chunk.length - at2);
        chunk.copy(body, filled, at2, at2 + n);
        filled += n;
        at2 += n;
        if (filled === body.length) {
          into.set(shas[index2], new Uint8Array(body.buffer, body.byteOffset, body.length));
          body = null;
          trailer = true;
        }
        continue;
      }
      const nl = chunk.indexOf(10, at2);
      if (nl < 0) {
        header.push(chunk.subarray(at2));
        return;
      }
      header.push(chunk.subarray(at2, nl));
      at2 = nl + 1;
      const [, type = "", size = ""] = Buffer.concat(header).toString("utf8").split(" ");
      header = [];
      if (type === "missing" || !/^\d+$/.test(size)) {
        index2++;
        continue;
      }
      body = Buffer.allocUnsafe(Number(size));
      filled = 0;
      if (body.length === 0) {
        into.set(shas[index2], new Uint8Array(0));
        body = null;
        trailer = true;
      }
    }
  };
}
async function readBlobs(cwd, shas, maxBytes) {
  const wanted = [...new Set(shas)];
  const result = { bytes: /* @__PURE__ */ new Map(), tooLarge: /* @__PURE__ */ new Map() };
  if (wanted.length === 0) return result;
  const sizes = await objectSizes(cwd, wanted);
  const toRead = [];
  for (const sha of wanted) {
    const info = sizes.get(sha);
    if (info?.type !== "blob") continue;
    if (info.size > maxBytes) result.tooLarge.set(sha, info.size);
    else toRead.push(sha);
  }
  if (toRead.length > 0) await catFile(cwd, "--batch", toRead, batchParser(toRead, result.bytes));
  return result;
}

// src/core/time.ts
var MIN_MS = Date.parse("0000-01-01T00:00:00Z");
var MAX_MS = Date.parse("9999-12-31T23:59:59Z");
function isoUtc(ms) {
  const t = Number.isNaN(ms) ? 0 : Math.min(Math.max(ms, MIN_MS), MAX_MS);
  return new Date(t).toISOString().replace(/\.\d{3}Z$/, "Z");
}

// src/shell/git/log.ts
var NULL_SHA = /^0+$/;
async function readCommitLog(cwd, revisions, paths) {
  const out = await git(
    [
      "-c",
      "core.quotepath=off",
      "log",
      "--topo-order",
      "-z",
      "--raw",
      "-M",
      "--no-abbrev",
      "--diff-merges=first-parent",
      "--format=%H %P%x00%ct%x00%s",
      ...revisions,
      "--"
    ],
    { cwd }
  );
  return parseLog(out.toString("utf8"), paths);
}
function parseLog(text, paths) {
  const tokens = text.split("\0");
  const commits = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i].replace(/^\n+/, "");
    if (token === "") {
      i++;
      continue;
    }
    if (token.startsWith(":")) {
      const [, , before, after, status = ""] = token.slice(1).split(" ");
      const twoPaths = status.startsWith("R") || status.startsWith("C");
      const first = tokens[i + 1] ?? "";
      const second = twoPaths ? tokens[i + 2] ?? "" : void 0;
      i += twoPaths ? 3 : 2;
      const commit = commits[commits.length - 1];
      const path = paths.toRecordPath(second ?? first);
      const previousPath = twoPaths ? paths.toRecordPath(first) : null;
      if (!commit || path === null && previousPath === null) continue;
      const change = {
        status,
        path,
        beforeBlob: before && !NULL_SHA.test(before) ? before : null,
        afterBlob: after && !NULL_SHA.test(after) ? after : null
      };
      if (twoPaths) change.previousPath = previousPath;
      commit.changes.push(change);
      continue;
    }
    const [sha = "", ...parents] = token.split(" ").filter(Boolean);
    const seconds = Number(tokens[i + 1]);
    commits.push({ sha, parents, date: isoUtc(seconds * 1e3), message: tokens[i + 2] ?? "", changes: [] });
    i += 3;
  }
  return commits;
}

// src/shell/git/history.ts
function toVersionChanges(c, blobs) {
  const read = (sha) => {
    if (!sha) return null;
    const size = blobs.tooLarge.get(sha);
    return size === void 0 ? blobs.bytes.get(sha) ?? null : new OversizedVersion(size);
  };
  const before = read(c.beforeBlob);
  const after = read(c.afterBlob);
  const { path, previousPath } = c;
  if (previousPath === void 0) return path === null ? [] : [{ path, before, after }];
  if (path !== null && previousPath !== null) return [{ path, previousPath, before, after }];
  if (path !== null) return [{ path, before: null, after }];
  return previousPath === null ? [] : [{ path: previousPath, before, after: null }];
}
async function readLocalHistory(cwd, options) {
  options.onProgress?.("reading git log");
  const log = await readCommitLog(cwd, options.revisions, options.paths);
  const shas = [];
  for (const commit of log) {
    for (const c of commit.changes) {
      if (c.beforeBlob) shas.push(c.beforeBlob);
      if (c.afterBlob) shas.push(c.afterBlob);
    }
  }
  options.onProgress?.(`reading ${shas.length} record versions from ${log.length} commits`);
  const blobs = await readBlobs(cwd, shas, options.maxBytes ?? MAX_RECORD_BYTES);
  return log.reverse().map(({ changes, ...info }) => ({
    ...info,
    files: changes.flatMap((c) => toVersionChanges(c, blobs))
  }));
}

// src/core/record-path.ts
function recordPaths(modelsDir) {
  const dir = modelsDir.replace(/^\.\/+/, "").replace(/\/+$/, "");
  const atRoot = dir === "" || dir === ".";
  const prefix = atRoot ? "" : `${dir}/`;
  return {
    modelsDir: atRoot ? "." : dir,
    toRecordPath: (repoPath) => {
      if (!repoPath.startsWith(prefix) || !repoPath.endsWith(".toml")) return null;
      const rest = repoPath.slice(prefix.length);
      return rest === "" || rest.startsWith("/") ? null : `models/${rest}`;
    },
    toRepoPath: (recordPath) => recordPath === "models" ? atRoot ? "." : dir : `${prefix}${recordPath.replace(/^models\//, "")}`
  };
}
var DEFAULT_RECORD_PATHS = recordPaths("models");
function normalizeModelsDir(raw, what = "input models-dir") {
  const trimmed = raw.trim().replace(/\\/g, "/");
  if (trimmed === "") return "models";
  const segments = trimmed.split("/").filter((s) => s !== "" && s !== ".");
  if (trimmed.startsWith("/") || /^[A-Za-z]:/.test(trimmed) || segments.includes("..")) {
    throw new Error(`${what} must be a folder inside the repository, got ${JSON.stringify(raw)}`);
  }
  return segments.length === 0 ? "." : segments.join("/");
}

// src/shell/git/tree.ts
async function listTree(cwd, rev, modelsDir) {
  const scope = modelsDir === "." ? [] : ["--", modelsDir];
  const args = ["--literal-pathspecs", "ls-tree", "-r", "-z", "--long", "--full-tree", rev, ...scope];
  const out = await git(args, { cwd });
  const entries = [];
  for (const line of out.toString("utf8").split("\0")) {
    if (!line) continue;
    const tab = line.indexOf("	");
    const [mode = "", type = "", sha = "", size = ""] = line.slice(0, tab).split(/ +/);
    entries.push({ mode, type, sha, size: Number(size), path: line.slice(tab + 1) });
  }
  return entries;
}
async function readTreeAtRev(cwd, rev, maxBytes, paths) {
  const entries = [];
  for (const e of await listTree(cwd, rev, paths.modelsDir)) {
    const path = paths.toRecordPath(e.path);
    if (path !== null) entries.push({ ...e, path });
  }
  const readable = entries.filter((e) => e.type === "blob" && e.mode !== "120000" && e.size <= maxBytes);
  const blobs = await readBlobs(
    cwd,
    readable.map((e) => e.sha),
    maxBytes
  );
  return entries.map((e) => {
    if (e.mode === "120000") {
      return {
        path: e.path,
        problem: { rule: "file/symlink", message: "records must be regular files, not symlinks" }
      };
    }
    if (e.type !== "blob") {
      return {
        path: e.path,
        problem: { rule: "file/not-a-file", message: `a ${e.type} named like a record` }
      };
    }
    if (e.size > maxBytes) return { path: e.path, problem: tooLarge(e.size, maxBytes) };
    const bytes = blobs.bytes.get(e.sha);
    return bytes ? { path: e.path, bytes } : { path: e.path, problem: { rule: "file/unreadable", message: `git object ${e.sha} is missing` } };
  });
}
async function resolveRev(cwd, rev) {
  try {
    const out = await git(["rev-parse", "--verify", "--end-of-options", `${rev}^{commit}`], { cwd });
    return out.toString().trim();
  } catch (err) {
    if (!(err instanceof GitError) || err.exitCode === null) throw err;
    if (/not a git repository/i.test(err.stderr)) throw new Error(`${cwd} is not a git repository`);
    throw new Error(`${rev} does not name a commit in ${cwd}`);
  }
}
async function fromRepositoryTop(cwd, paths) {
  const prefix = (await git(["rev-parse", "--show-prefix"], { cwd })).toString("utf8").trim();
  if (prefix === "") return paths;
  return recordPaths(paths.modelsDir === "." ? prefix : `${prefix}${paths.modelsDir}`);
}

// src/shell/cli/io.ts
import { existsSync } from "node:fs";
import { resolve as resolve2 } from "node:path";
var UsageError = class extends Error {
};
function registryRoot(io, arg) {
  const root = resolve2(io.cwd, arg);
  if (!existsSync(root)) throw new UsageError(`registry root ${root} does not exist`);
  return root;
}
var EXIT = { ok: 0, invalid: 1, usage: 2 };
function modelsDirPaths(flag) {
  try {
    return recordPaths(normalizeModelsDir(flag ?? "models", "--models-dir"));
  } catch (err) {
    throw new UsageError(err.message);
  }
}

// src/shell/git/remote.ts
function httpsFromRemote(remote) {
  const r = remote.trim();
  const scp = /^[\w.-]+@([\w.-]+):(?!\/)(.+?)(?:\.git)?\/?$/.exec(r);
  if (scp) return `https://${scp[1]}/${scp[2]}`;
  try {
    const u = new URL(r);
    if (!["http:", "https:", "ssh:", "git:"].includes(u.protocol)) return null;
    const path = u.pathname.replace(/\.git\/?$/, "").replace(/\/$/, "");
    return `https://${u.hostname}${u.port && u.protocol.startsWith("http") ? `:${u.port}` : ""}${path}`;
  } catch {
    return null;
  }
}
async function originUrl(cwd) {
  try {
    return httpsFromRemote((await git(["remote", "get-url", "origin"], { cwd })).toString("utf8"));
  } catch {
    return null;
  }
}

// src/shell/cli/repository-url.ts
async function repositoryUrlFor(root, flag) {
  if (flag) {
    if (!/^https?:\/\/\S+$/.test(flag))
      throw new UsageError(`--repository-url must be an http(s) address, got ${flag}`);
    return flag.replace(/\/+$/, "");
  }
  const origin = await originUrl(root);
  if (!origin) throw new UsageError("no usable origin remote: pass --repository-url https://host/owner/repo");
  return origin;
}

// src/shell/cli/validate.ts
import { lstatSync as lstatSync2 } from "node:fs";
import { isAbsolute as isAbsolute2, join as join2, relative as relative2, resolve as resolve3, sep as sep2 } from "node:path";

// src/core/report/diagnostics-text.ts
function diagnosticLine(d) {
  const tag = d.severity === "warning" ? " (warning)" : "";
  return visibleControls(`${d.file}:${d.line}:${d.column}  ${d.rule}${tag}  ${d.message}`);
}
function summaryLine(files, diagnostics) {
  const { errors, warnings, filesWithErrors } = countDiagnostics(diagnostics);
  const plural = (n, w) => `${n} ${w}${n === 1 ? "" : "s"}`;
  const tail = warnings > 0 ? `, ${plural(warnings, "warning")}` : "";
  return errors === 0 ? `${plural(files, "file")} valid${tail}` : `${plural(errors, "error")} in ${plural(filesWithErrors, "file")} (${plural(files, "file")} checked)${tail}`;
}
function diagnosticsJson(files, diagnostics) {
  const entries = (severity) => diagnostics.filter((d) => d.severity === severity).map(({ file, line, column, pointer, rule, message }) => ({
    file,
    line,
    column,
    pointer,
    rule,
    message
  }));
  return `${JSON.stringify({ files, errors: entries("error"), warnings: entries("warning") }, null, 2)}
`;
}

// src/shell/fs/read-registry.ts
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
var MAX_DEPTH2 = 8;
function toPosix(p) {
  return sep === "/" ? p : p.split(sep).join("/");
}
function realOrNull(abs) {
  try {
    return realpathSync(abs);
  } catch {
    return null;
  }
}
function problem2(path, rule, message) {
  return { path, problem: { rule, message } };
}
function readOne(where, realRoot, abs, maxBytes) {
  const path = `models/${toPosix(relative(where.modelsDir, abs))}`;
  try {
    const link = lstatSync(abs);
    if (link.isSymbolicLink()) {
      const target = realOrNull(abs);
      if (!target) return problem2(path, "file/symlink", "symlink whose target does not exist");
      if (target === realRoot || !isInside(realRoot, target)) {
        return problem2(
          path,
          "file/symlink-outside",
          "symlink leads outside the registry root; it was not read"
        );
      }
    }
    const info = link.isSymbolicLink() ? statSync(abs) : link;
    if (!info.isFile())
      return problem2(path, "file/not-a-file", "named like a record but is not a regular file");
    if (info.size > maxBytes) return { path, problem: tooLarge(info.size, maxBytes) };
    return { path, bytes: readFileSync(abs) };
  } catch (err) {
    return problem2(path, "file/unreadable", `cannot read file: ${errorCode(err)}`);
  }
}
function modelsFolderProblem(modelsDir, realRoot) {
  const real = realOrNull(modelsDir);
  if (real === null) return null;
  if (!isInside(realRoot, real)) {
    return problem2(
      "models",
      "file/symlink-outside",
      "the models folder leads outside the repository through a symlink; it was not read"
    );
  }
  try {
    if (!statSync(modelsDir).isDirectory())
      return problem2("models", "file/not-a-folder", "the models folder is a file, not a folder");
  } catch (err) {
    return problem2("models", "file/unreadable", `cannot read folder: ${errorCode(err)}`);
  }
  return null;
}
function isInside(realRoot, real) {
  const rel = relative(realRoot, real);
  return rel === "" || !(rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel));
}
function errorCode(err) {
  return err.code ?? String(err);
}
var readDir = (dir) => readdirSync(dir, { withFileTypes: true });
function listRecordFiles(modelsDir, list = readDir) {
  const files = [];
  const unreadable = [];
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = list(dir);
    } catch (err) {
      if (errorCode(err) === "ENOENT" && depth === 0) return;
      const rel = toPosix(relative(modelsDir, dir));
      unreadable.push(
        problem2(rel ? `models/${rel}` : "models", "file/unreadable", `cannot read folder: ${errorCode(err)}`)
      );
      return;
    }
    for (const e of entries) {
      const abs = join(dir, e.name);
      if (e.isDirectory() && depth < MAX_DEPTH2) walk(abs, depth + 1);
      else if (e.name.endsWith(".toml") && !e.isDirectory()) files.push(abs);
    }
  };
  walk(modelsDir, 0);
  return { files: files.sort(), unreadable };
}
async function readRegistry(where, maxBytes, only, list = readDir) {
  const realRoot = realpathSync(where.boundary);
  const folder = modelsFolderProblem(where.modelsDir, realRoot);
  if (folder) return [folder];
  if (only && only.length > 0) {
    return only.map((p) => {
      const abs = join(where.modelsDir, p.replace(/^models\//, ""));
      const real = realOrNull(dirname(abs));
      if (real !== null && !isInside(realRoot, real))
        return problem2(
          p,
          "file/symlink-outside",
          "its folder leads outside the registry root; it was not read"
        );
      return readOne(where, realRoot, abs, maxBytes);
    });
  }
  const { files, unreadable } = listRecordFiles(where.modelsDir, list);
  const read = files.map((abs) => readOne(where, realRoot, abs, maxBytes));
  return [...read, ...unreadable].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}

// src/shell/parallel/validate.ts
import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
var TASK = "model-registry/validate";
var MIN_FILES = 400;
function shares(files, n) {
  const size = (f) => ("bytes" in f ? f.bytes.length : 0) + 64;
  const total = files.reduce((s, f) => s + size(f), 0);
  const out = [[]];
  let acc = 0;
  for (const f of files) {
    if (acc >= total / n * out.length && out.length < n) out.push([]);
    out[out.length - 1].push(f);
    acc += size(f);
  }
  return out.filter((s) => s.length > 0);
}
function runShare(url, task) {
  return new Promise((resolve5, reject) => {
    const worker = new Worker(url, { workerData: task });
    worker.once("message", (part) => resolve5(part));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`validation worker exited with code ${code}`));
    });
  });
}
async function validateFast(files, options = {}) {
  const jobs = Math.min(options.jobs ?? availableParallelism(), 8);
  const only = options.only === void 0 ? void 0 : [...options.only];
  if (!options.workerUrl || jobs < 2 || files.length < MIN_FILES) {
    return validateRegistry(files, only === void 0 ? {} : { only });
  }
  const url = options.workerUrl;
  const parts = await Promise.all(
    shares(files, jobs).map((share) => runShare(url, { task: TASK, files: share, only: only ?? null }))
  );
  const byPath = new Map(files.map((f) => [f.path, f]));
  const decoder = new TextDecoder();
  const textOf = (path) => {
    const f = byPath.get(path);
    return f && "bytes" in f ? decoder.decode(f.bytes) : null;
  };
  return finishValidation(parts, textOf, only === void 0 ? void 0 : new Set(only));
}
function serveValidationWorker() {
  if (isMainThread || workerData?.task !== TASK) return false;
  const { files, only } = workerData;
  const part = checkFiles(files, { only: only === null ? void 0 : new Set(only), keepRecords: false });
  parentPort.postMessage(part);
  return true;
}

// src/shell/cli/validate.ts
function printReport(result, format2, io, fileOf = (p) => p) {
  const { files } = result;
  const diagnostics = result.diagnostics.map((d) => ({ ...d, file: fileOf(d.file) }));
  if (format2 === "json") io.out(diagnosticsJson(files, diagnostics));
  else if (format2 === "github") {
    for (const d of diagnostics) io.out(`${workflowCommand(d)}
`);
    io.out(`${summaryLine(files, diagnostics)}
`);
  } else {
    for (const d of diagnostics) io.out(`${diagnosticLine(d)}
`);
    io.out(`${summaryLine(files, diagnostics)}
`);
  }
}
function recordPathOf(f, root, io, paths) {
  const abs = isAbsolute2(f) ? f : resolve3(io.cwd, f);
  const rel = relative2(root, abs).split(sep2).join("/");
  if (rel.startsWith("..") || isAbsolute2(rel))
    throw new UsageError(`${f} is outside the registry root ${root}`);
  try {
    lstatSync2(abs);
  } catch (err) {
    throw new Error(
      `cannot read ${f}: ${err.code === "ENOENT" ? "no such file" : err.message}`
    );
  }
  const recordPath = paths.toRecordPath(rel);
  if (recordPath === null) {
    const folder = paths.modelsDir === "." ? root : join2(root, paths.modelsDir);
    throw new UsageError(`${f} is not a record file: records are .toml files under ${folder}`);
  }
  return recordPath;
}
async function runValidate(args, io) {
  const root = registryRoot(io, args.root);
  const only = args.files.map((f) => recordPathOf(f, root, io, args.paths));
  const where = { modelsDir: join2(root, args.paths.modelsDir), boundary: root };
  const files = await readRegistry(where, MAX_RECORD_BYTES);
  const known = new Set(files.map((f) => f.path));
  const blocked = files.filter((f) => "problem" in f && only.some((p) => p.startsWith(`${f.path}/`)));
  const covered = (p) => blocked.some((f) => p.startsWith(`${f.path}/`));
  const missing = only.filter((p) => !known.has(p) && !covered(p));
  const extra = missing.length > 0 ? await readRegistry(where, MAX_RECORD_BYTES, missing) : [];
  const shown2 = [...only, ...blocked.map((f) => f.path)];
  const result = await validateFast([...files, ...extra], {
    ...only.length > 0 ? { only: shown2 } : {},
    ...io.workerUrl ? { workerUrl: io.workerUrl } : {},
    ...args.jobs ? { jobs: args.jobs } : {}
  });
  const prefix = relative2(io.cwd, root).split(sep2).join("/");
  const repoPath = args.paths.toRepoPath;
  const fileOf = args.format === "github" && prefix ? (p) => `${prefix}/${repoPath(p)}` : repoPath;
  printReport(result, args.format, io, fileOf);
  return hasErrors(result.diagnostics) ? EXIT.invalid : EXIT.ok;
}

// src/shell/cli/build.ts
async function writeArtifacts(outDir, artifacts) {
  for (const [path, text] of artifacts) {
    const target = join3(outDir, path);
    await mkdir(dirname2(target), { recursive: true });
    const tmp = `${target}.tmp-${process.pid}`;
    await writeFile(tmp, text);
    await rename(tmp, target);
  }
}
async function runBuild(args, io) {
  const root = registryRoot(io, args.root);
  const progress = (stage) => io.errIsTty && io.err(`\u2026 ${stage}
`);
  const head = await resolveRev(root, args.rev);
  const repositoryUrl = await repositoryUrlFor(root, args.repositoryUrl);
  progress(`validating the registry at ${head.slice(0, 12)}`);
  const inRepo = await fromRepositoryTop(root, args.paths);
  const files = await readTreeAtRev(root, head, MAX_RECORD_BYTES, inRepo);
  const commits = await readLocalHistory(root, {
    revisions: [head],
    paths: inRepo,
    onProgress: progress
  });
  progress(`building the feed from ${commits.length} commits`);
  const plan = planPublish({
    validation: validateRegistry(files),
    commits,
    head,
    repositoryUrl,
    existing: null
  });
  if (!plan.ok) {
    printReport(plan.validation, "text", { ...io, out: io.err }, args.paths.toRepoPath);
    io.err("model-registry: the registry is invalid; nothing was written\n");
    return EXIT.invalid;
  }
  for (const w of plan.warnings)
    io.err(`${visibleControls(`warning: ${args.paths.toRepoPath(w.file)}: ${w.message}`)}
`);
  const outDir = resolve4(io.cwd, args.out);
  await writeArtifacts(outDir, plan.artifacts);
  io.out(
    `${plan.validation.records.length} records, ${plan.feed.events.length} drift events from ${commits.length} commits \u2192 ${outDir}
`
  );
  return EXIT.ok;
}

// src/shell/cli/diff.ts
function eventText(e) {
  const lines = [
    `${e.commit.sha.slice(0, 12)} ${e.type} ${e.model.id} (${e.model.path})`,
    ...e.previous_path ? [`    from ${e.previous_path}`] : [],
    ...e.changes.map((c) => `    ${formatChangeLine(c)}`)
  ];
  return `${lines.map(visibleControls).join("\n")}
`;
}
async function runDiff(args, io) {
  const root = registryRoot(io, args.root);
  const [base, head] = await Promise.all([resolveRev(root, args.base), resolveRev(root, args.head)]);
  const repositoryUrl = await repositoryUrlFor(root, args.repositoryUrl);
  const commits = await readLocalHistory(root, {
    revisions: [`${base}..${head}`],
    paths: await fromRepositoryTop(root, args.paths)
  });
  const { events, warnings } = buildEvents(commits, { repositoryUrl, head });
  for (const w of warnings)
    io.err(`${visibleControls(`warning: ${args.paths.toRepoPath(w.file)}: ${w.message}`)}
`);
  if (args.format === "json") io.out(`${JSON.stringify({ base, head, events }, null, 2)}
`);
  else {
    for (const e of events) io.out(eventText(e));
    io.out(
      `${events.length} event${events.length === 1 ? "" : "s"} from ${commits.length} commit${commits.length === 1 ? "" : "s"}
`
    );
  }
  return EXIT.ok;
}

// src/shell/cli/usage.ts
var USAGE = `Usage: model-registry <command> [options]

Commands:
  validate [--root DIR] [--format text|json|github] [--jobs N] [FILE...]
      Validate the records under DIR/models (default: the current directory). With FILE
      arguments (record files), report only those files; cross-record rules still see the
      whole registry.
      Large registries are checked on N threads (default: one per core).
  build --root DIR --out DIR [--repository-url URL] [--rev REV]
      Validate the registry at REV (default HEAD) and, if it is valid, write api.json,
      drift.json, drift.rss.xml and their versioned copies to --out. Writes nothing when invalid.
  diff --root DIR BASE HEAD [--format text|json] [--repository-url URL]
      The drift events the commits in BASE..HEAD add to the feed.

Every command takes --models-dir PATH: the records' folder inside DIR (default: models).

Exit codes: 0 valid, 1 invalid, 2 usage or I/O error.
`;

// src/shell/cli/main.ts
var FORMATS = ["text", "json", "github"];
function parse3(args) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      root: { type: "string" },
      out: { type: "string" },
      format: { type: "string" },
      rev: { type: "string" },
      "models-dir": { type: "string" },
      "repository-url": { type: "string" },
      jobs: { type: "string" },
      help: { type: "boolean", short: "h" }
    }
  });
}
async function main(argv, io) {
  const [command, ...rest] = argv;
  if (!command || command === "--help" || command === "-h" || command === "help") {
    (command ? io.out : io.err)(USAGE);
    return command ? EXIT.ok : EXIT.usage;
  }
  try {
    const { values, positionals } = parse3(rest);
    if (values.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const format2 = values.format ?? "text";
    const paths = modelsDirPaths(values["models-dir"]);
    if (!FORMATS.includes(format2) || command === "diff" && format2 === "github") {
      throw new UsageError(`unknown --format ${JSON.stringify(format2)}`);
    }
    switch (command) {
      case "validate": {
        const jobs = values.jobs === void 0 ? void 0 : Number(values.jobs);
        if (jobs !== void 0 && !(Number.isInteger(jobs) && jobs >= 1))
          throw new UsageError("--jobs must be a whole number >= 1");
        return await runValidate({ root: values.root ?? ".", format: format2, files: positionals, jobs, paths }, io);
      }
      case "build":
        if (!values.root || !values.out) throw new UsageError("build needs --root DIR and --out DIR");
        if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
        return await runBuild(
          {
            root: values.root,
            out: values.out,
            rev: values.rev ?? "HEAD",
            repositoryUrl: values["repository-url"],
            paths
          },
          io
        );
      case "diff": {
        if (positionals.length !== 2) throw new UsageError("diff needs BASE and HEAD");
        const [base, head] = positionals;
        return await runDiff(
          {
            root: values.root ?? ".",
            base,
            head,
            format: format2,
            repositoryUrl: values["repository-url"],
            paths
          },
          io
        );
      }
      default:
        throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    }
  } catch (err) {
    const message = visibleControls(`model-registry: ${err.message}`);
    if (err instanceof UsageError || err.code?.startsWith("ERR_PARSE_ARGS")) {
      io.err(`${message}

${USAGE}`);
    } else {
      io.err(`${message}
`);
    }
    return EXIT.usage;
  }
}

// src/shell/cli/pipe.ts
var GONE = /* @__PURE__ */ new Set(["EPIPE", "ERR_STREAM_DESTROYED", "ERR_STREAM_WRITE_AFTER_END"]);
function pipeWriter(stream) {
  let gone = false;
  stream.on("error", (err) => {
    if (err.code !== void 0 && GONE.has(err.code)) gone = true;
    else throw err;
  });
  return (text) => {
    if (!gone && !stream.destroyed) stream.write(text);
  };
}

// src/cli.ts
if (isMainThread2) {
  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    out: pipeWriter(process.stdout),
    err: pipeWriter(process.stderr),
    errIsTty: Boolean(process.stderr.isTTY),
    workerUrl: new URL(import.meta.url)
  });
} else serveValidationWorker();
