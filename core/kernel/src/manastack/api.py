"""The declared plugin API: every name a plugin may use, from one module.

A plugin imports only from here (and, to read card text, from :mod:`manastack_grammar.api`)::

    from manastack.api import GameObject, hookimpl

Every other module of :mod:`manastack` is private: it may change in any release. The names
here change only as the stability policy says (``docs/api.rst``, "Stability"): a name is
removed or changes meaning only in a minor release (0.x -> 0.x+1) and after one minor
release of a deprecation warning; additions are made at any release.

The names are imported when first used (PEP 562), so an entry module that imports
``hookimpl`` from here loads no engine module: ``Rules.load()`` stays fast. They are
grouped as the documentation groups them:

* Writing a plugin: the hook markers, the plugin errors, light entry modules;
* The game and its rules: what hooks receive: the game, the rules it plays by, its
  objects;
* Card data: cards as printed, card sources a plugin registers, type lines, colours;
* Abilities: what a card's text becomes (CR 113, 602, 603, 604, 702);
* Mana and costs: mana, costs and their parts, paying (CR 106, 107, 118, 601.2f-h, 605);
* Casting: what plugins exchange with the casting sequence (CR 601);
* Face-down spells and permanents: casting a card face down, its face-down characteristics,
  turning it face up and revealing it (CR 708);
* Targets and filters: which objects and players a phrase means (CR 109, 115);
* The effect vocabulary: references and structure: what an instruction acts on, and the
  instructions that combine others (CR 608.2);
* The effect vocabulary: instructions: what spells and abilities do as they resolve (CR
  608.2c);
* Continuous effects: effects in layers, durations, rule modifications (CR 611, 613);
* Triggers: triggered and delayed triggered abilities (CR 603);
* Zone changes and replacements: the move a replacement effect rewrites (CR 400.7, 614,
  616);
* Combat: attacks, blocks, and the rule modifications about them (CR 506-511, 615);
* Decisions and actions: every choice a player makes, and the actions of a priority
  decision (CR 117);

:func:`sections` gives the names of each group; ``docs/api.rst`` documents every one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack._lazy import lazy_names as _lazy_names

if TYPE_CHECKING:
    from manastack._lazy import (
        LazyPattern as LazyPattern,
        lazy_names as lazy_names,
        names_from as names_from,
    )
    from manastack.engine.affordability import (
        announce_instances as announce_instances,
        announce_times as announce_times,
        most_times_payable as most_times_payable,
    )
    from manastack.engine.casting import (
        begin_to_cast_refusal as begin_to_cast_refusal,
        cast_by_permission as cast_by_permission,
        cast_copy_without_paying as cast_copy_without_paying,
        cast_without_paying as cast_without_paying,
    )
    from manastack.engine.combat import (
        attack_cost_instances as attack_cost_instances,
        can_block as can_block,
        declare_blockers as declare_blockers,
        is_unblocked as is_unblocked,
        put_into_combat_attacking as put_into_combat_attacking,
    )
    from manastack.engine.face_down import (
        FACE_DOWN_CREATURE as FACE_DOWN_CREATURE,
        TURNED_FACE_UP as TURNED_FACE_UP,
        AsTurnedFaceUp as AsTurnedFaceUp,
        FaceDownAbility as FaceDownAbility,
        FaceDownCasting as FaceDownCasting,
        FaceDownPutting as FaceDownPutting,
        manifested as manifested,
    )
    from manastack.engine.faces import (
        ADVENTURE_PERMISSION as ADVENTURE_PERMISSION,
        face_name as face_name,
        face_up as face_up,
        is_omen_card as is_omen_card,
        transform as transform,
        whole_card as whole_card,
    )
    from manastack.engine.game import (
        Game as Game,
    )
    from manastack.engine.graveyard_casts import (
        GraveyardCast as GraveyardCast,
        mana_cost_and as mana_cost_and,
    )
    from manastack.engine.hand_casts import (
        AlternativeCostAbility as AlternativeCostAbility,
        HandAlternativeCost as HandAlternativeCost,
    )
    from manastack.engine.layers import (
        as_though as as_though,
        explain as explain,
        start_effect as start_effect,
    )
    from manastack.engine.mana_solver import (
        Payment as Payment,
        can_pay as can_pay,
        solve_payment as solve_payment,
    )
    from manastack.engine.payment import (
        cant_pay as cant_pay,
        mana_sources as mana_sources,
        pay_mana as pay_mana,
    )
    from manastack.engine.permissions import (
        all_permissions as all_permissions,
        cast_as_effects as cast_as_effects,
        cast_as_spell as cast_as_spell,
        cast_with_permission as cast_with_permission,
        check_playable as check_playable,
        permissions_for as permissions_for,
    )
    from manastack.engine.play_from_exile import (
        PLAY_FROM_EXILE as PLAY_FROM_EXILE,
        ExilePlay as ExilePlay,
        allow_play_from_exile as allow_play_from_exile,
    )
    from manastack.engine.resolution_casts import (
        ResolutionCast as ResolutionCast,
    )
    from manastack.engine.stack import (
        abilities_now as abilities_now,
        among_first_paid as among_first_paid,
        copy_cast_spell as copy_cast_spell,
        copy_spell as copy_spell,
        instance_index as instance_index,
        spell_cast as spell_cast,
        times_paid as times_paid,
    )
    from manastack.engine.total_cost import (
        compute_total as compute_total,
    )
    from manastack.engine.triggers import (
        TAPPED_FOR_MANA as TAPPED_FOR_MANA,
        create_delayed as create_delayed,
        fire_event as fire_event,
        set_sourceless_triggers as set_sourceless_triggers,
        sourceless_controller as sourceless_controller,
        trigger_ability as trigger_ability,
    )
    from manastack.engine.zone_plays import (
        ZONE_PLAY as ZONE_PLAY,
    )
    from manastack.engine.zones import (
        entering_player as entering_player,
    )
    from manastack.errors import (
        CardDataError as CardDataError,
        IllegalActionError as IllegalActionError,
        IllegalAnswerError as IllegalAnswerError,
        ManastackError as ManastackError,
        PluginError as PluginError,
        ScenarioError as ScenarioError,
        UnknownCardError as UnknownCardError,
        UnpaidCostError as UnpaidCostError,
        UnsupportedCardError as UnsupportedCardError,
    )
    from manastack.hookspecs import (
        hookimpl as hookimpl,
        hookspec as hookspec,
        reads_keyword as reads_keyword,
        reads_move as reads_move,
        reads_replacement as reads_replacement,
        reads_tag as reads_tag,
    )
    from manastack.instructions.choices import (
        ChooseCardName as ChooseCardName,
        ChooseType as ChooseType,
        EachPlayerChooses as EachPlayerChooses,
    )
    from manastack.instructions.continuous import (
        ApplyEffect as ApplyEffect,
        ApplyRule as ApplyRule,
        ApplyToEach as ApplyToEach,
        ApplyToEachAtMostPower as ApplyToEachAtMostPower,
        BecomeChosenCreatureType as BecomeChosenCreatureType,
        BecomeOfChoice as BecomeOfChoice,
        DoesntUntap as DoesntUntap,
        DoublePT as DoublePT,
        GainChosenAbility as GainChosenAbility,
        GainProtectionOfChoice as GainProtectionOfChoice,
        PumpX as PumpX,
        SetBasePTX as SetBasePTX,
    )
    from manastack.instructions.damage import (
        DamageAtOnce as DamageAtOnce,
        DamageEqual as DamageEqual,
        DamagesItself as DamagesItself,
        DamageUnpreventable as DamageUnpreventable,
        DealDamage as DealDamage,
        DealDividedDamage as DealDividedDamage,
        Divided as Divided,
        ExchangeLifeTotals as ExchangeLifeTotals,
        Fight as Fight,
        GainLife as GainLife,
        LifeGainForbidden as LifeGainForbidden,
        LoseLife as LoseLife,
        NoLifeGainInstead as NoLifeGainInstead,
        Prevent as Prevent,
        PreventAll as PreventAll,
        PreventDivided as PreventDivided,
        PreventFromSourceOfChoice as PreventFromSourceOfChoice,
        Redirect as Redirect,
        SetLifeTotal as SetLifeTotal,
    )
    from manastack.instructions.flow import (
        AdditionalCombat as AdditionalCombat,
        CastWithoutPaying as CastWithoutPaying,
        ChangeTarget as ChangeTarget,
        ChooseNewTargets as ChooseNewTargets,
        CopyAbility as CopyAbility,
        CopySpell as CopySpell,
        CreateDelayedTrigger as CreateDelayedTrigger,
        Discover as Discover,
        EndTheTurn as EndTheTurn,
        ExtraTurn as ExtraTurn,
        LoseTheGame as LoseTheGame,
        MayCastFromGraveyardFree as MayCastFromGraveyardFree,
        OncePerTurn as OncePerTurn,
        ReflexiveTrigger as ReflexiveTrigger,
        RestrictAddedCombat as RestrictAddedCombat,
        SkipNextStep as SkipNextStep,
        SkipNextTurn as SkipNextTurn,
        WhenItDiesThisTurn as WhenItDiesThisTurn,
        WhenNextThisTurn as WhenNextThisTurn,
        WinTheGame as WinTheGame,
    )
    from manastack.instructions.hands import (
        ChooseRevealed as ChooseRevealed,
        DiscardAtRandom as DiscardAtRandom,
        DiscardHandThenDraw as DiscardHandThenDraw,
        DiscardNamed as DiscardNamed,
        DiscardObjects as DiscardObjects,
        DiscardOrLoseLife as DiscardOrLoseLife,
        DiscardRecorded as DiscardRecorded,
        LookAtHand as LookAtHand,
        MayDiscardRecorded as MayDiscardRecorded,
        RevealHand as RevealHand,
        RevealObjects as RevealObjects,
    )
    from manastack.instructions.library import (
        MOVERS as MOVERS,
        LookAtTop as LookAtTop,
        PutFromHandOnTop as PutFromHandOnTop,
        PutLooked as PutLooked,
        PutLookedBack as PutLookedBack,
        PutLookedOfChosenType as PutLookedOfChosenType,
        PutPile as PutPile,
        PutRest as PutRest,
        RevealLooked as RevealLooked,
        Scry as Scry,
        SearchLibrary as SearchLibrary,
        SeparateLookedIntoPiles as SeparateLookedIntoPiles,
        ShuffleLibrary as ShuffleLibrary,
        Surveil as Surveil,
        put_rest as put_rest,
        scry as scry,
    )
    from manastack.instructions.mana import (
        AddMana as AddMana,
        AddManaLandsCouldProduce as AddManaLandsCouldProduce,
        AddManaOfChosenColor as AddManaOfChosenColor,
        AddManaOfEachColorAmong as AddManaOfEachColorAmong,
        AddManaOfThatColor as AddManaOfThatColor,
        ChooseAColor as ChooseAColor,
    )
    from manastack.instructions.outside import (
        Learn as Learn,
        PutFromOutside as PutFromOutside,
        outside_filter as outside_filter,
    )
    from manastack.instructions.payment import (
        CounterUnlessCostPaid as CounterUnlessCostPaid,
        CounterUnlessPays as CounterUnlessPays,
        EachUnlessTheyPay as EachUnlessTheyPay,
        MayPayAnyEnergy as MayPayAnyEnergy,
        MayPayCost as MayPayCost,
        SacrificeUnlessCostPaid as SacrificeUnlessCostPaid,
        SacrificeUnlessTheyPay as SacrificeUnlessTheyPay,
        SacrificeUnlessYouPay as SacrificeUnlessYouPay,
        Unpaid as Unpaid,
        pays_cost_unless as pays_cost_unless,
        pays_unless as pays_unless,
    )
    from manastack.instructions.permanents import (
        ALL_COUNTERS as ALL_COUNTERS,
        Amass as Amass,
        AttachTo as AttachTo,
        Connive as Connive,
        CopyEachToken as CopyEachToken,
        CreateEmblem as CreateEmblem,
        CreateToken as CreateToken,
        CreateTokenCopy as CreateTokenCopy,
        CreateTokensTogether as CreateTokensTogether,
        DistributeCounters as DistributeCounters,
        DoubleCounters as DoubleCounters,
        Endure as Endure,
        ExchangeControl as ExchangeControl,
        Explore as Explore,
        GainControl as GainControl,
        Goad as Goad,
        MoveCounters as MoveCounters,
        PhaseOut as PhaseOut,
        PlayerCounters as PlayerCounters,
        Populate as Populate,
        Proliferate as Proliferate,
        PutCounters as PutCounters,
        PutCountersOf as PutCountersOf,
        PutCountersThenDouble as PutCountersThenDouble,
        RemoveCounters as RemoveCounters,
        RemoveFromCombat as RemoveFromCombat,
        Suspect as Suspect,
        Tap as Tap,
        TapOrUntap as TapOrUntap,
        TapRecorded as TapRecorded,
        TimeTravel as TimeTravel,
        Transform as Transform,
        Untap as Untap,
        copy_except as copy_except,
        is_suspected as is_suspected,
    )
    from manastack.instructions.zone_changes import (
        CantBeRegeneratedThisTurn as CantBeRegeneratedThisTurn,
        CounterSpell as CounterSpell,
        Destroy as Destroy,
        Discard as Discard,
        DiscardUnlessDiscards as DiscardUnlessDiscards,
        Draw as Draw,
        Exile as Exile,
        ExileForLands as ExileForLands,
        ExileFromASingleGraveyard as ExileFromASingleGraveyard,
        ExileFromHand as ExileFromHand,
        ExileSameName as ExileSameName,
        ExileTop as ExileTop,
        ExileUntilLeaves as ExileUntilLeaves,
        ExileWithCounters as ExileWithCounters,
        MayPlayExiled as MayPlayExiled,
        Mill as Mill,
        PutIntoGraveyard as PutIntoGraveyard,
        PutOnLibrary as PutOnLibrary,
        PutOntoBattlefield as PutOntoBattlefield,
        Regenerate as Regenerate,
        ReplaceMove as ReplaceMove,
        ReplaceNextDraw as ReplaceNextDraw,
        ReturnOpponentsChoice as ReturnOpponentsChoice,
        ReturnToHand as ReturnToHand,
        Sacrifice as Sacrifice,
        SacrificeObjects as SacrificeObjects,
        SacrificeOneOfEach as SacrificeOneOfEach,
        Shuffle as Shuffle,
        ShuffleFromTheirGraveyard as ShuffleFromTheirGraveyard,
        ShuffleZonesIn as ShuffleZonesIn,
        counter as counter,
    )
    from manastack.loading.discovery import (
        CORE_PLUGIN as CORE_PLUGIN,
    )
    from manastack.loading.rules import (
        Rules as Rules,
        intrinsic_abilities as intrinsic_abilities,
    )
    from manastack.loading.ruleset import (
        PluginInfo as PluginInfo,
        RuleSet as RuleSet,
    )
    from manastack.loading.sources import (
        PRIORITY_CORPUS as PRIORITY_CORPUS,
        PRIORITY_KERNEL as PRIORITY_KERNEL,
        PRIORITY_POOL as PRIORITY_POOL,
        CardSource as CardSource,
        MemoryCardSource as MemoryCardSource,
        OracleCorpusSource as OracleCorpusSource,
        TomlCardSource as TomlCardSource,
    )
    from manastack.model.abilities import (
        FLASH_FOR_MORE as FLASH_FOR_MORE,
        READ_AHEAD as READ_AHEAD,
        Ability as Ability,
        ActivatedAbility as ActivatedAbility,
        ActivationCostReduction as ActivationCostReduction,
        ActivationRestriction as ActivationRestriction,
        AdditionalCostAbility as AdditionalCostAbility,
        CardScript as CardScript,
        CastRestriction as CastRestriction,
        ChapterAbility as ChapterAbility,
        DeckConstructionAbility as DeckConstructionAbility,
        EnchantAbility as EnchantAbility,
        EntersAsCopy as EntersAsCopy,
        EntersChoosingName as EntersChoosingName,
        EntersChoosingQuality as EntersChoosingQuality,
        EntersWith as EntersWith,
        EquipAbility as EquipAbility,
        EquipCostModifier as EquipCostModifier,
        FlashForMore as FlashForMore,
        KeywordAbility as KeywordAbility,
        KeywordTrigger as KeywordTrigger,
        ModalActivatedAbility as ModalActivatedAbility,
        ModalTriggeredAbility as ModalTriggeredAbility,
        Mode as Mode,
        OpeningHandAbility as OpeningHandAbility,
        PrintedAlternativeCost as PrintedAlternativeCost,
        SpellAbility as SpellAbility,
        SpellRule as SpellRule,
        StaticAbility as StaticAbility,
        TriggeredAbility as TriggeredAbility,
        TriggeredManaAbility as TriggeredManaAbility,
        final_chapter as final_chapter,
        keyword_names as keyword_names,
        reads_ahead as reads_ahead,
    )
    from manastack.model.actions import (
        ActivateAbility as ActivateAbility,
        ActivateMana as ActivateMana,
        CastSpell as CastSpell,
        PassPriority as PassPriority,
        PlayLand as PlayLand,
        SpecialAction as SpecialAction,
    )
    from manastack.model.cards import (
        COLORS as COLORS,
        CardDef as CardDef,
        CardText as CardText,
        fold_name as fold_name,
    )
    from manastack.model.combat import (
        AssignAsThoughUnblocked as AssignAsThoughUnblocked,
        AssignsByToughness as AssignsByToughness,
        AssignsNoCombatDamage as AssignsNoCombatDamage,
        Attack as Attack,
        AttacksPlayer as AttacksPlayer,
        AttackTax as AttackTax,
        Block as Block,
        BlockedOnlyBy as BlockedOnlyBy,
        BlockersAtLeast as BlockersAtLeast,
        BlockersNeeded as BlockersNeeded,
        BlocksAdditional as BlocksAdditional,
        BlocksIfAble as BlocksIfAble,
        BlocksOnly as BlocksOnly,
        CantGainLife as CantGainLife,
        Combat as Combat,
        DamageAsThoughWither as DamageAsThoughWither,
        DamageCantBePrevented as DamageCantBePrevented,
        DamageLifeFloor as DamageLifeFloor,
        DamageModification as DamageModification,
        DamageStaysInCleanup as DamageStaysInCleanup,
        Goaded as Goaded,
        LifeGainReplacement as LifeGainReplacement,
        PreventAndAddCounters as PreventAndAddCounters,
        PreventAndRemoveCounters as PreventAndRemoveCounters,
        PreventDamage as PreventDamage,
        PreventDamageToYou as PreventDamageToYou,
        PreventFromChosenSource as PreventFromChosenSource,
        RedirectDamage as RedirectDamage,
        RedirectDamageToYou as RedirectDamageToYou,
        SkipStep as SkipStep,
    )
    from manastack.model.continuous import (
        COUNTER_STAMPS as COUNTER_STAMPS,
        END_OF_COMBAT as END_OF_COMBAT,
        END_OF_TURN as END_OF_TURN,
        EXILE_ZONE as EXILE_ZONE,
        FOR_AS_LONG_AS as FOR_AS_LONG_AS,
        FOREVER as FOREVER,
        GRAVEYARD_ZONE as GRAVEYARD_ZONE,
        KEYWORD_COUNTERS as KEYWORD_COUNTERS,
        LAYERS as LAYERS,
        LIBRARY_TOP as LIBRARY_TOP,
        NEXT_TURN_OF as NEXT_TURN_OF,
        NEXT_UNTAP_STEP_OF as NEXT_UNTAP_STEP_OF,
        UNTIL_END_OF_COMBAT as UNTIL_END_OF_COMBAT,
        UNTIL_END_OF_TURN as UNTIL_END_OF_TURN,
        WHILE_SOURCE as WHILE_SOURCE,
        AddAbilities as AddAbilities,
        AdditionalLandPlays as AdditionalLandPlays,
        AddLandTypes as AddLandTypes,
        AddTypes as AddTypes,
        AsThough as AsThough,
        AttackNotController as AttackNotController,
        AttackNotTwice as AttackNotTwice,
        AttackUnlessDefender as AttackUnlessDefender,
        BecomeCopy as BecomeCopy,
        ChangeText as ChangeText,
        ContinuousEffect as ContinuousEffect,
        DefinePT as DefinePT,
        DefinePTFromPermanents as DefinePTFromPermanents,
        DefinePTStructural as DefinePTStructural,
        Duration as Duration,
        EnteringTriggersNothing as EnteringTriggersNothing,
        GrantVariableKeyword as GrantVariableKeyword,
        Modification as Modification,
        ModifyPT as ModifyPT,
        ModifyPTBy as ModifyPTBy,
        ModifyPTByStructural as ModifyPTByStructural,
        MoreCounters as MoreCounters,
        MorePlayerCounters as MorePlayerCounters,
        MoreTokens as MoreTokens,
        NamedSourcesCantActivate as NamedSourcesCantActivate,
        PlayerKeyword as PlayerKeyword,
        PowerAsThough as PowerAsThough,
        RemoveAbilities as RemoveAbilities,
        RemoveTypes as RemoveTypes,
        Restriction as Restriction,
        RuleModification as RuleModification,
        SetColors as SetColors,
        SetController as SetController,
        SetLandTypes as SetLandTypes,
        SetName as SetName,
        SetPT as SetPT,
        SetPTBy as SetPTBy,
        SetPTFrom as SetPTFrom,
        SetTypes as SetTypes,
        StaticEffect as StaticEffect,
        SwitchPT as SwitchPT,
        VariableKeyword as VariableKeyword,
        ZonePlayPermission as ZonePlayPermission,
        for_as_long_as as for_as_long_as,
        restriction_ability as restriction_ability,
        through_next_untap_step as through_next_untap_step,
        until_next_turn as until_next_turn,
        while_source_remains as while_source_remains,
        you_control as you_control,
    )
    from manastack.model.cost_parts import (
        CollectEvidence as CollectEvidence,
        DiscardCost as DiscardCost,
        DiscardHand as DiscardHand,
        DiscardSelf as DiscardSelf,
        ExileFromGraveyard as ExileFromGraveyard,
        ExileFromHandCost as ExileFromHandCost,
        ExilePermanents as ExilePermanents,
        ExileSelf as ExileSelf,
        ExileTopOfGraveyard as ExileTopOfGraveyard,
        ExileTopOfLibrary as ExileTopOfLibrary,
        MillCost as MillCost,
        OthersGainLife as OthersGainLife,
        PayEnergy as PayEnergy,
        PayLife as PayLife,
        PutCountersOnChosen as PutCountersOnChosen,
        PutCountersOnSelf as PutCountersOnSelf,
        PutFromHandOnLibrary as PutFromHandOnLibrary,
        RemoveCountersCost as RemoveCountersCost,
        RemoveCountersFromAmong as RemoveCountersFromAmong,
        RemoveCountersFromChosen as RemoveCountersFromChosen,
        ReturnPermanents as ReturnPermanents,
        ReturnSelf as ReturnSelf,
        RevealFromHand as RevealFromHand,
        SacrificeAttached as SacrificeAttached,
        SacrificeCost as SacrificeCost,
        SacrificeEach as SacrificeEach,
        SacrificeSelf as SacrificeSelf,
        TapSelf as TapSelf,
        TapUntapped as TapUntapped,
        TapUntappedTotalPower as TapUntappedTotalPower,
        UntapSelf as UntapSelf,
        UntapTapped as UntapTapped,
    )
    from manastack.model.costs import (
        UNPAYABLE as UNPAYABLE,
        Cost as Cost,
        CostChange as CostChange,
        CostPart as CostPart,
        reduce_cost as reduce_cost,
        total_cost as total_cost,
    )
    from manastack.model.decisions import (
        Agent as Agent,
        Answer as Answer,
        CallbackAgent as CallbackAgent,
        Decision as Decision,
        FirstLegalAgent as FirstLegalAgent,
        NoLegalAnswerError as NoLegalAnswerError,
        PassingAgent as PassingAgent,
        RandomAgent as RandomAgent,
    )
    from manastack.model.effects import (
        AURA_BECAME as AURA_BECAME,
        EACH_OPPONENT as EACH_OPPONENT,
        EACH_PLAYER as EACH_PLAYER,
        YOU as YOU,
        Amount as Amount,
        AttachedTo as AttachedTo,
        AttackedBy as AttackedBy,
        AuraBecame as AuraBecame,
        BlockedWith as BlockedWith,
        BlockersOf as BlockersOf,
        Choose as Choose,
        ChosenOnResolution as ChosenOnResolution,
        ChosenTypeCards as ChosenTypeCards,
        Conditional as Conditional,
        Context as Context,
        ControlledBy as ControlledBy,
        ControllerOf as ControllerOf,
        Count as Count,
        CountInto as CountInto,
        Custom as Custom,
        DealtDamageThisWay as DealtDamageThisWay,
        DefendingPlayer as DefendingPlayer,
        Designate as Designate,
        DoneByEach as DoneByEach,
        Each as Each,
        EachPlayer as EachPlayer,
        EventObjects as EventObjects,
        EventPlayer as EventPlayer,
        EventRef as EventRef,
        ExiledWith as ExiledWith,
        FindObjects as FindObjects,
        FixedObjects as FixedObjects,
        Instruction as Instruction,
        InterveningIf as InterveningIf,
        ItRef as ItRef,
        Log as Log,
        LookedRef as LookedRef,
        ManaValueEquals as ManaValueEquals,
        MayDo as MayDo,
        MilledRef as MilledRef,
        ObjectsNotAffected as ObjectsNotAffected,
        OpponentsAttacking as OpponentsAttacking,
        OtherThan as OtherThan,
        OwnedBy as OwnedBy,
        OwnerOf as OwnerOf,
        PlayerWithMostLife as PlayerWithMostLife,
        Recipient as Recipient,
        Ref as Ref,
        Repeat as Repeat,
        SameNameAs as SameNameAs,
        Sequence_ as Sequence_,
        SourceBecame as SourceBecame,
        SourceRef as SourceRef,
        TargetRef as TargetRef,
        TheRest as TheRest,
        Union as Union,
        amount as amount,
        apnap_order as apnap_order,
        looks_back as looks_back,
        of_chosen_type as of_chosen_type,
        run_mode as run_mode,
        shift_targets as shift_targets,
        token_card as token_card,
        x_value as x_value,
    )
    from manastack.model.events import (
        Event as Event,
        render_json_lines as render_json_lines,
    )
    from manastack.model.filters import (
        AttachedFilter as AttachedFilter,
        ObjectFilter as ObjectFilter,
        PlayerFilter as PlayerFilter,
        Target as Target,
        TargetSpec as TargetSpec,
        player_targetable as player_targetable,
    )
    from manastack.model.granted_abilities import (
        CountersOnGrantingSource as CountersOnGrantingSource,
        GrantingSource as GrantingSource,
        PTEachEqualToCountersOnGrantingSource as PTEachEqualToCountersOnGrantingSource,
        SacrificeGrantingSource as SacrificeGrantingSource,
        UnboundGrantingSource as UnboundGrantingSource,
        bind_granting_source as bind_granting_source,
        names_granting_source as names_granting_source,
    )
    from manastack.model.greedy import GreedyAgent as GreedyAgent
    from manastack.model.mana import (
        EMPTY_COST as EMPTY_COST,
        EMPTY_POOL as EMPTY_POOL,
        KEPT_UNTIL_END_OF_COMBAT as KEPT_UNTIL_END_OF_COMBAT,
        KEPT_UNTIL_END_OF_TURN as KEPT_UNTIL_END_OF_TURN,
        MANA_TYPES as MANA_TYPES,
        OTHER_PAYMENT as OTHER_PAYMENT,
        Mana as Mana,
        ManaCost as ManaCost,
        ManaPool as ManaPool,
        ManaRestriction as ManaRestriction,
        ManaSource as ManaSource,
        ManaSymbol as ManaSymbol,
        SpendKind as SpendKind,
        SpendPurpose as SpendPurpose,
        parse_mana_outputs as parse_mana_outputs,
        parse_mana_produced as parse_mana_produced,
    )
    from manastack.model.objects import (
        DEALT_DAMAGE as DEALT_DAMAGE,
        FACE_DOWN as FACE_DOWN,
        MANIFESTED as MANIFESTED,
        Card as Card,
        Characteristics as Characteristics,
        GameObject as GameObject,
        PhasedOut as PhasedOut,
        Player as Player,
        PlayerRef as PlayerRef,
        Zone as Zone,
    )
    from manastack.model.protection import (
        COLOR_QUALITIES as COLOR_QUALITIES,
        COLORED_SPELLS as COLORED_SPELLS,
        PROTECTION_PREFIX as PROTECTION_PREFIX,
        has_quality as has_quality,
        is_quality as is_quality,
        protection_from as protection_from,
    )
    from manastack.model.replacements import (
        CATEGORIES as CATEGORIES,
        DrawInstead as DrawInstead,
        DrawReplacement as DrawReplacement,
        Moved as Moved,
        RegenerationShield as RegenerationShield,
        Replacement as Replacement,
        ZoneMove as ZoneMove,
        ZoneReplacement as ZoneReplacement,
        each_instance_as_it_enters as each_instance_as_it_enters,
        enters_with_counters as enters_with_counters,
        exile_instead as exile_instead,
        may_enter_with_counter as may_enter_with_counter,
    )
    from manastack.model.rng import (
        Rng as Rng,
    )
    from manastack.model.spells import (
        TIMINGS as TIMINGS,
        AdditionalCost as AdditionalCost,
        CastingPermission as CastingPermission,
        CastProhibition as CastProhibition,
        CostModifier as CostModifier,
        CounterProhibition as CounterProhibition,
        OtherPayer as OtherPayer,
        PaymentOption as PaymentOption,
        Spell as Spell,
        SpellCostChange as SpellCostChange,
        StackAbility as StackAbility,
        entering_x as entering_x,
        resolved_x as resolved_x,
        spell_of as spell_of,
    )
    from manastack.model.state import (
        GameResult as GameResult,
        LastKnown as LastKnown,
    )
    from manastack.model.triggers import (
        LEAVE_EVENTS as LEAVE_EVENTS,
        STATE_EVENT as STATE_EVENT,
        ZONE_EVENTS as ZONE_EVENTS,
        AdditionalTriggers as AdditionalTriggers,
        DelayedTrigger as DelayedTrigger,
        PendingTrigger as PendingTrigger,
        SourcelessTrigger as SourcelessTrigger,
        TriggerCondition as TriggerCondition,
    )
    from manastack.model.turns import (
        CombatDamageToPlayer as CombatDamageToPlayer,
        Step as Step,
        TurnRecords as TurnRecords,
        TurnState as TurnState,
    )
    from manastack.model.typeline import (
        ARTIFACT_TYPES as ARTIFACT_TYPES,
        BASIC_LAND_TYPES as BASIC_LAND_TYPES,
        BATTLE_TYPES as BATTLE_TYPES,
        CARD_TYPES as CARD_TYPES,
        CREATURE_TYPES as CREATURE_TYPES,
        ENCHANTMENT_TYPES as ENCHANTMENT_TYPES,
        LAND_TYPES as LAND_TYPES,
        PERMANENT_TYPES as PERMANENT_TYPES,
        PLANESWALKER_TYPES as PLANESWALKER_TYPES,
        SPELL_TYPES as SPELL_TYPES,
        SUPERTYPES as SUPERTYPES,
        TypeLine as TypeLine,
        subtype_category as subtype_category,
    )


#: The API by section, as the documentation groups it: (title, what it holds, the modules
#: defining its names -> the names).
_SECTIONS: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ('Writing a plugin',
     'the hook markers, the plugin errors, light entry modules',
     {
         'manastack.hookspecs': (
          'hookimpl', 'hookspec', 'reads_keyword', 'reads_move', 'reads_replacement',
          'reads_tag',
         ),
         'manastack._lazy': (
          'LazyPattern', 'names_from', 'lazy_names',
         ),
         'manastack.errors': (
          'ManastackError', 'IllegalActionError', 'IllegalAnswerError', 'UnpaidCostError',
          'CardDataError', 'UnknownCardError',
          'UnsupportedCardError', 'PluginError', 'ScenarioError',
         ),
     }),
    ('The game and its rules',
     'what hooks receive: the game, the rules it plays by, its objects',
     {
         'manastack.engine.game': (
          'Game',
         ),
         'manastack.loading.rules': (
          'Rules', 'intrinsic_abilities',
         ),
         'manastack.loading.ruleset': (
          'RuleSet', 'PluginInfo',
         ),
         'manastack.loading.discovery': (
          'CORE_PLUGIN',
         ),
         'manastack.model.state': (
          'GameResult', 'LastKnown',
         ),
         'manastack.model.turns': (
          'Step', 'TurnState', 'TurnRecords', 'CombatDamageToPlayer',
         ),
         'manastack.model.objects': (
          'Zone', 'PlayerRef', 'PhasedOut', 'Player', 'Card', 'Characteristics', 'GameObject',
          'FACE_DOWN', 'MANIFESTED', 'DEALT_DAMAGE',
         ),
         'manastack.model.events': (
          'Event', 'render_json_lines',
         ),
         'manastack.model.rng': (
          'Rng',
         ),
     }),
    ('Card data',
     'cards as printed, card sources a plugin registers, type lines, colours',
     {
         'manastack.model.cards': (
          'CardDef', 'CardText', 'fold_name', 'COLORS',
         ),
         'manastack.loading.sources': (
          'CardSource', 'MemoryCardSource', 'TomlCardSource', 'PRIORITY_KERNEL',
          'PRIORITY_POOL', 'PRIORITY_CORPUS', 'OracleCorpusSource',
         ),
         'manastack.model.typeline': (
          'TypeLine', 'SUPERTYPES', 'CARD_TYPES', 'PERMANENT_TYPES', 'SPELL_TYPES',
          'ARTIFACT_TYPES', 'ENCHANTMENT_TYPES', 'LAND_TYPES', 'BASIC_LAND_TYPES',
          'PLANESWALKER_TYPES', 'CREATURE_TYPES', 'BATTLE_TYPES', 'subtype_category',
         ),
         'manastack.model.mana': (
          'MANA_TYPES',
         ),
     }),
    ('Abilities',
     "what a card's text becomes (CR 113, 602, 603, 604, 702)",
     {
         'manastack.model.abilities': (
          'Ability', 'KeywordAbility', 'Mode', 'SpellAbility', 'ActivationRestriction',
          'ActivatedAbility', 'TriggeredAbility', 'KeywordTrigger',
          'ModalTriggeredAbility', 'ModalActivatedAbility',
          'ChapterAbility', 'StaticAbility', 'EntersWith', 'EntersAsCopy', 'EntersChoosingName',
          'EntersChoosingQuality',
          'OpeningHandAbility', 'DeckConstructionAbility',
          'TriggeredManaAbility', 'AdditionalCostAbility', 'SpellRule', 'CastRestriction',
          'CardScript', 'PrintedAlternativeCost', 'FlashForMore', 'FLASH_FOR_MORE',
          'ActivationCostReduction', 'EquipCostModifier',
          'EquipAbility', 'EnchantAbility', 'keyword_names', 'final_chapter', 'reads_ahead', 'READ_AHEAD',
         ),
         'manastack.model.protection': (
          'PROTECTION_PREFIX', 'COLOR_QUALITIES', 'COLORED_SPELLS', 'is_quality',
          'has_quality',
          'protection_from',
         ),
     }),
    ('Mana and costs',
     'mana, costs and their parts, paying (CR 106, 107, 118, 601.2f-h, 605)',
     {
         'manastack.model.mana': (
          'ManaSymbol', 'ManaCost', 'EMPTY_COST', 'Mana', 'ManaPool', 'EMPTY_POOL',
          'KEPT_UNTIL_END_OF_COMBAT', 'KEPT_UNTIL_END_OF_TURN',
          'ManaSource', 'parse_mana_outputs', 'parse_mana_produced',
          'ManaRestriction', 'SpendPurpose', 'SpendKind', 'OTHER_PAYMENT',
         ),
         'manastack.model.costs': (
          'Cost', 'CostPart', 'CostChange', 'UNPAYABLE', 'total_cost', 'reduce_cost',
         ),
         'manastack.model.cost_parts': (
          'TapSelf', 'UntapSelf', 'PayLife', 'SacrificeCost', 'SacrificeSelf',
          'DiscardCost', 'DiscardHand', 'DiscardSelf', 'TapUntapped', 'TapUntappedTotalPower',
          'ExileFromGraveyard', 'ExileSelf', 'ExilePermanents', 'ReturnPermanents',
          'RemoveCountersCost', 'PutCountersOnSelf', 'PayEnergy', 'ExileFromHandCost',
          'ReturnSelf', 'RemoveCountersFromChosen', 'MillCost', 'PutFromHandOnLibrary',
          'SacrificeEach', 'SacrificeAttached', 'ExileTopOfGraveyard',
          'RemoveCountersFromAmong', 'CollectEvidence', 'UntapTapped',
          'ExileTopOfLibrary', 'RevealFromHand', 'PutCountersOnChosen', 'OthersGainLife',
         ),
         'manastack.engine.mana_solver': (
          'Payment', 'can_pay', 'solve_payment',
         ),
         'manastack.engine.payment': (
          'cant_pay', 'mana_sources', 'pay_mana',
         ),
         'manastack.engine.total_cost': (
          'compute_total',
         ),
         'manastack.engine.affordability': (
          'announce_times', 'announce_instances', 'most_times_payable',
         ),
     }),
    ('Casting',
     'what plugins exchange with the casting sequence (CR 601)',
     {
         'manastack.model.spells': (
          'TIMINGS', 'CastingPermission', 'AdditionalCost', 'Spell', 'StackAbility',
          'PaymentOption', 'OtherPayer', 'SpellCostChange', 'CostModifier', 'CastProhibition',
          'CounterProhibition', 'entering_x', 'resolved_x', 'spell_of',
         ),
         'manastack.engine.permissions': (
          'permissions_for', 'all_permissions', 'check_playable', 'cast_with_permission',
          'cast_as_spell', 'cast_as_effects',
         ),
         'manastack.engine.play_from_exile': (
          'PLAY_FROM_EXILE', 'ExilePlay', 'allow_play_from_exile',
         ),
         'manastack.engine.zone_plays': (
          'ZONE_PLAY',
         ),
         'manastack.engine.casting': (
          'cast_without_paying', 'cast_by_permission', 'cast_copy_without_paying',
          'begin_to_cast_refusal',
         ),
         'manastack.engine.stack': (
          'copy_spell', 'spell_cast', 'copy_cast_spell', 'abilities_now', 'times_paid',
          'among_first_paid', 'instance_index',
         ),
         'manastack.engine.faces': (
          'face_name', 'face_up', 'whole_card', 'transform', 'ADVENTURE_PERMISSION',
          'is_omen_card',
         ),
         'manastack.engine.zones': (
          'entering_player',
         ),
         'manastack.engine.graveyard_casts': (
          'GraveyardCast', 'mana_cost_and',
         ),
         'manastack.engine.hand_casts': (
          'HandAlternativeCost', 'AlternativeCostAbility',
         ),
         'manastack.engine.resolution_casts': (
          'ResolutionCast',
         ),
     }),
    ('Face-down spells and permanents',
     'casting a card face down, its face-down characteristics, turning it face up and '
     'revealing it (CR 708)',
     {
         'manastack.engine.face_down': (
          'FaceDownCasting', 'FaceDownAbility', 'FACE_DOWN_CREATURE', 'TURNED_FACE_UP',
          'FaceDownPutting', 'manifested', 'AsTurnedFaceUp',
         ),
     }),
    ('Targets and filters',
     'which objects and players a phrase means (CR 109, 115)',
     {
         'manastack.model.filters': (
          'Target', 'ObjectFilter', 'PlayerFilter', 'TargetSpec', 'AttachedFilter',
          'player_targetable',
         ),
     }),
    ('The effect vocabulary: references and structure',
     'what an instruction acts on, and the instructions that combine others (CR 608.2)',
     {
         'manastack.model.effects': (
          'Context', 'Ref', 'TargetRef', 'Each', 'EachPlayer', 'YOU', 'EACH_OPPONENT',
          'EACH_PLAYER', 'SourceRef', 'AuraBecame', 'AURA_BECAME', 'ItRef', 'MilledRef',
          'LookedRef', 'SourceBecame',
          'ExiledWith', 'FixedObjects', 'ControllerOf',
          'OwnerOf', 'OwnedBy', 'ControlledBy', 'Union', 'SameNameAs', 'OtherThan', 'EventRef',
          'EventObjects',
          'TheRest', 'ManaValueEquals',
          'DefendingPlayer', 'AttackedBy', 'BlockersOf', 'BlockedWith', 'DealtDamageThisWay', 'EventPlayer',
          'AttachedTo',
          'PlayerWithMostLife', 'OpponentsAttacking', 'Recipient',
          'ChosenOnResolution', 'ChosenTypeCards', 'Amount', 'Count', 'amount', 'x_value', 'Instruction',
          'Custom', 'Choose', 'FindObjects', 'ObjectsNotAffected', 'InterveningIf', 'MayDo', 'Conditional',
          'Sequence_', 'DoneByEach', 'Log', 'Repeat', 'CountInto', 'Designate', 'token_card',
          'run_mode', 'shift_targets', 'apnap_order', 'looks_back', 'of_chosen_type',
         ),
         'manastack.model.granted_abilities': (
          'GrantingSource', 'CountersOnGrantingSource', 'PTEachEqualToCountersOnGrantingSource',
          'SacrificeGrantingSource', 'UnboundGrantingSource', 'names_granting_source',
          'bind_granting_source',
         ),
     }),
    ('The effect vocabulary: instructions',
     'what spells and abilities do as they resolve (CR 608.2c)',
     {
         'manastack.instructions.damage': (
          'DealDamage', 'GainLife', 'LoseLife', 'Prevent', 'PreventAll',
          'DamageUnpreventable', 'Fight', 'DamageEqual', 'Divided', 'DealDividedDamage',
          'PreventDivided', 'DamagesItself', 'DamageAtOnce', 'Redirect',
          'PreventFromSourceOfChoice', 'LifeGainForbidden', 'ExchangeLifeTotals',
          'NoLifeGainInstead', 'SetLifeTotal',
         ),
         'manastack.instructions.mana': (
          'AddMana',
          'AddManaLandsCouldProduce', 'AddManaOfEachColorAmong', 'AddManaOfChosenColor',
          'AddManaOfThatColor', 'ChooseAColor',
         ),
         'manastack.instructions.zone_changes': (
          'Draw', 'Destroy', 'Exile', 'ReturnToHand', 'PutOnLibrary', 'PutIntoGraveyard',
          'PutOntoBattlefield', 'Sacrifice', 'SacrificeObjects', 'SacrificeOneOfEach', 'Discard',
          'Mill', 'ExileTop',
          'MayPlayExiled',
          'ReplaceMove', 'ReplaceNextDraw', 'Regenerate', 'CounterSpell', 'counter', 'Shuffle',
          'ReturnOpponentsChoice', 'DiscardUnlessDiscards',
          'ExileForLands', 'ExileFromHand', 'ExileSameName', 'ExileUntilLeaves',
          'ShuffleZonesIn',
          'ShuffleFromTheirGraveyard', 'CantBeRegeneratedThisTurn',
          'ExileFromASingleGraveyard',
          'ExileWithCounters',
         ),
         'manastack.instructions.permanents': (
          'Tap', 'Untap', 'TapOrUntap', 'RemoveFromCombat', 'PutCounters', 'RemoveCounters', 'CreateToken',
          'PhaseOut',
          'CreateTokenCopy', 'CreateTokensTogether', 'GainControl', 'AttachTo', 'TapRecorded',
          'PutCountersThenDouble', 'Goad', 'PlayerCounters', 'DoubleCounters',
          'CopyEachToken', 'Populate', 'Proliferate', 'Explore', 'Transform', 'Amass', 'Connive',
          'CreateEmblem', 'copy_except', 'PutCountersOf', 'Endure', 'Suspect', 'TimeTravel',
          'DistributeCounters',
          'is_suspected', 'MoveCounters', 'ExchangeControl', 'ALL_COUNTERS',
         ),
         'manastack.instructions.continuous': (
          'ApplyEffect', 'ApplyToEach', 'ApplyRule', 'PumpX', 'SetBasePTX',
          'ApplyToEachAtMostPower',
          'DoublePT', 'GainChosenAbility', 'GainProtectionOfChoice', 'DoesntUntap',
          'BecomeChosenCreatureType', 'BecomeOfChoice',
         ),
         'manastack.instructions.library': (
          'Scry', 'Surveil', 'SearchLibrary', 'LookAtTop', 'PutLooked', 'PutRest',
          'PutLookedBack', 'ShuffleLibrary', 'PutLookedOfChosenType', 'MOVERS', 'scry', 'put_rest',
          'PutFromHandOnTop', 'RevealLooked', 'SeparateLookedIntoPiles', 'PutPile',
         ),
         'manastack.instructions.hands': (
          'LookAtHand', 'RevealHand', 'ChooseRevealed', 'DiscardObjects',
          'DiscardAtRandom', 'MayDiscardRecorded', 'DiscardRecorded', 'DiscardOrLoseLife',
          'DiscardHandThenDraw', 'DiscardNamed', 'RevealObjects',
         ),
         'manastack.instructions.outside': (
          'Learn', 'PutFromOutside', 'outside_filter',
         ),
         'manastack.instructions.choices': (
          'EachPlayerChooses', 'ChooseType', 'ChooseCardName',
         ),
         'manastack.instructions.payment': (
          'CounterUnlessPays', 'SacrificeUnlessYouPay', 'pays_unless',
          'CounterUnlessCostPaid', 'SacrificeUnlessCostPaid', 'pays_cost_unless', 'MayPayCost',
          'MayPayAnyEnergy', 'SacrificeUnlessTheyPay', 'EachUnlessTheyPay', 'Unpaid',
         ),
         'manastack.instructions.flow': (
          'ExtraTurn', 'CreateDelayedTrigger', 'LoseTheGame', 'CastWithoutPaying', 'AdditionalCombat',
          'RestrictAddedCombat', 'ReflexiveTrigger', 'WhenItDiesThisTurn',
          'MayCastFromGraveyardFree', 'OncePerTurn', 'CopySpell', 'SkipNextTurn', 'SkipNextStep',
          'CopyAbility', 'ChangeTarget', 'ChooseNewTargets', 'WhenNextThisTurn', 'WinTheGame',
          'Discover', 'EndTheTurn',
         ),
     }),
    ('Continuous effects',
     'effects in layers, durations, rule modifications (CR 611, 613)',
     {
         'manastack.model.continuous': (
          'LAYERS', 'KEYWORD_COUNTERS', 'COUNTER_STAMPS', 'Modification', 'BecomeCopy',
          'SetController', 'ChangeText', 'SetName', 'AddTypes', 'SetTypes', 'SetLandTypes',
          'AddLandTypes',
          'RemoveTypes', 'SetColors', 'AddAbilities', 'RemoveAbilities',
          'VariableKeyword', 'GrantVariableKeyword', 'SetPT', 'DefinePT',
          'DefinePTStructural', 'DefinePTFromPermanents', 'SetPTFrom', 'SetPTBy',
          'ModifyPT', 'ModifyPTBy', 'ModifyPTByStructural',
          'SwitchPT', 'PlayerKeyword', 'AdditionalLandPlays', 'ZonePlayPermission',
          'EXILE_ZONE', 'GRAVEYARD_ZONE', 'LIBRARY_TOP', 'RuleModification', 'Restriction',
          'AttackUnlessDefender', 'AttackNotTwice', 'AttackNotController',
          'restriction_ability', 'MoreCounters', 'MorePlayerCounters', 'MoreTokens',
          'EnteringTriggersNothing',
          'NamedSourcesCantActivate',
          'AsThough', 'PowerAsThough',
          'Duration', 'FOREVER',
          'END_OF_TURN', 'END_OF_COMBAT', 'NEXT_TURN_OF', 'NEXT_UNTAP_STEP_OF', 'WHILE_SOURCE',
          'FOR_AS_LONG_AS', 'UNTIL_END_OF_TURN', 'UNTIL_END_OF_COMBAT',
          'until_next_turn', 'through_next_untap_step', 'while_source_remains',
          'for_as_long_as', 'you_control',
          'ContinuousEffect', 'StaticEffect',
         ),
         'manastack.engine.layers': (
          'as_though', 'start_effect', 'explain',
         ),
     }),
    ('Triggers',
     'triggered and delayed triggered abilities (CR 603)',
     {
         'manastack.model.triggers': (
          'TriggerCondition', 'PendingTrigger', 'DelayedTrigger', 'SourcelessTrigger',
          'LEAVE_EVENTS',
          'ZONE_EVENTS', 'STATE_EVENT', 'AdditionalTriggers',
         ),
         'manastack.engine.triggers': (
          'fire_event', 'create_delayed', 'trigger_ability', 'set_sourceless_triggers',
          'sourceless_controller', 'TAPPED_FOR_MANA',
         ),
     }),
    ('Zone changes and replacements',
     'the move a replacement effect rewrites (CR 400.7, 614, 616)',
     {
         'manastack.model.replacements': (
          'ZoneMove', 'Replacement', 'ZoneReplacement', 'RegenerationShield', 'exile_instead',
          'enters_with_counters', 'may_enter_with_counter', 'CATEGORIES', 'DrawReplacement',
          'DrawInstead', 'each_instance_as_it_enters', 'Moved',
         ),
     }),
    ('Combat',
     'attacks, blocks, and the rule modifications about them (CR 506-511, 615)',
     {
         'manastack.model.combat': (
          'Combat', 'Attack', 'Block', 'PreventDamage', 'DamageCantBePrevented',
          'PreventAndRemoveCounters', 'Goaded', 'BlockedOnlyBy', 'BlocksOnly', 'BlockersNeeded',
          'CantGainLife', 'DamageAsThoughWither', 'AttackTax', 'AttacksPlayer', 'BlockersAtLeast',
          'AssignAsThoughUnblocked', 'BlocksAdditional', 'BlocksIfAble', 'SkipStep',
          'DamageStaysInCleanup',
          'LifeGainReplacement', 'AssignsByToughness', 'DamageLifeFloor', 'PreventDamageToYou',
          'PreventAndAddCounters', 'RedirectDamage', 'RedirectDamageToYou', 'PreventFromChosenSource',
          'DamageModification', 'AssignsNoCombatDamage',
         ),
         'manastack.engine.combat': (
          'can_block', 'declare_blockers', 'is_unblocked', 'put_into_combat_attacking',
          'attack_cost_instances',
         ),
     }),
    ('Decisions and actions',
     'every choice a player makes, and the actions of a priority decision (CR 117)',
     {
         'manastack.model.decisions': (
          'Decision', 'Answer', 'Agent', 'FirstLegalAgent', 'PassingAgent',
          'RandomAgent', 'CallbackAgent', 'NoLegalAnswerError',
         ),
         'manastack.model.greedy': ('GreedyAgent',),
         'manastack.model.actions': (
          'PassPriority', 'PlayLand', 'CastSpell', 'ActivateAbility', 'ActivateMana',
          'SpecialAction',
         ),
     }),
]

#: Where each name of the API is defined.
_HOME: dict[str, str] = {name: module for _title, _what, modules in _SECTIONS
                         for module, names in modules.items() for name in names}

__all__ = sorted(_HOME)


__getattr__, __dir__ = _lazy_names(__name__, _HOME)


def sections() -> list[tuple[str, str, list[str]]]:
    """The API's names by section, as the documentation lists them: (title, what, names)."""
    return [(title, what, [n for names in modules.values() for n in names])
            for title, what, modules in _SECTIONS]
